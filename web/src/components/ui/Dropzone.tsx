// A file drop zone: a label for the page's own file input that also takes files dropped on it, and shows
// when something is dragged over it. The page renders the contents (icon, texts, its input).
import { type ReactNode, useState } from 'react';

export function Dropzone({ inputId, onFiles, children }: { inputId: string; onFiles: (files: FileList) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <label
      htmlFor={inputId}
      className={`dropzone${over ? ' dropzone--over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(e.dataTransfer.files);
      }}
    >
      {children}
    </label>
  );
}
