// What a CLI command prints with printRows (straight to process.stdout), for the commands' tests.
export async function printedBy(work: () => Promise<unknown>): Promise<string> {
  let output = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((text: string) => {
    output += text;
    return true;
  }) as typeof process.stdout.write;
  try {
    await work();
  } finally {
    process.stdout.write = write;
  }
  return output;
}
