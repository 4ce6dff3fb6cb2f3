import { useClientConfig } from '@/lib/client-config.ts';

/** /admin/researchagent: the research agent's documentation in a frame (admins only; the route checks). */
export function ResearchAgentPage() {
  const { researchAgentDocsUrl } = useClientConfig();
  return (
    <div className="flex h-[calc(100vh-8rem)] flex-col gap-3">
      <h1 className="text-2xl font-semibold">Research agent</h1>
      <iframe
        title="Research agent documentation"
        src={researchAgentDocsUrl}
        className="w-full flex-1 rounded-md border"
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      />
    </div>
  );
}
