// The kinds and states of a study plan's resources, in the page's language (the contract's keys are English).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ResourceKind } from '../../../../../modules/testprep/contract.ts';

export const RESOURCE_KIND_NAMES: Record<ResourceKind, MessageDescriptor> = {
  document: msg`Document`,
  upload: msg`Upload`,
  notes: msg`Notes`,
  deck: msg`Deck`,
};

export const RESOURCE_STATE_NAMES: Record<'ready' | 'processing' | 'failed' | 'unavailable', MessageDescriptor> = {
  ready: msg`ready`,
  processing: msg`processing`,
  failed: msg`failed`,
  unavailable: msg`unavailable`,
};
