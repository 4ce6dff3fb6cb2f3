/**
 * Preloaded (`node --import`) into the API server the soak bench starts as a child process: answers the
 * bench's IPC message 'memory' with `process.memoryUsage()`, and 'gc' by collecting garbage first when
 * the server runs with --expose-gc. Bench-only, so the server keeps no memory endpoint of its own;
 * RSS itself the bench reads from /proc/<pid>/status.
 */
interface MemoryRequest {
  soakBench: 'memory' | 'gc';
}

function isMemoryRequest(message: unknown): message is MemoryRequest {
  return typeof message === 'object' && message !== null && 'soakBench' in message;
}

process.on('message', (message: unknown) => {
  if (!isMemoryRequest(message)) return;
  if (message.soakBench === 'gc') globalThis.gc?.();
  process.send?.({ soakBenchMemory: process.memoryUsage() });
});
// The IPC channel would otherwise keep a stopped server alive.
process.channel?.unref();
