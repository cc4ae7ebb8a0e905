// /tests/{id} (spec 001 §2): one public practice test, by id (or slug).
import { useParams } from 'wouter';
import { PublicTestPage } from '../../components/testprep/PublicTestPage.tsx';

export default function TestPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <PublicTestPage testRef={id} />;
}
