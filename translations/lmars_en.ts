<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AskCommand</name>
    <message numerus="yes">
        <source>Tokens: %1 · %n model call(s)</source>
        <translation>
            <numerusform>Tokens: %1 · %n model call</numerusform>
            <numerusform>Tokens: %1 · %n model calls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Citator</name>
    <message numerus="yes">
        <source>%n citing opinion(s) read (%1 more not read)</source>
        <translation>
            <numerusform>%n citing opinion read (%1 more not read)</numerusform>
            <numerusform>%n citing opinions read (%1 more not read)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citing opinion(s) read</source>
        <translation>
            <numerusform>%n citing opinion read</numerusform>
            <numerusform>%n citing opinions read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more negative signal(s).</source>
        <translation>
            <numerusform>%n more negative signal.</numerusform>
            <numerusform>%n more negative signals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Later treatment was not fully checked for %n case(s) (%1): %2</source>
        <translation>
            <numerusform>Later treatment was not fully checked for %n case (%1): %2</numerusform>
            <numerusform>Later treatment was not fully checked for %n cases (%1): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentCheck</name>
    <message numerus="yes">
        <source>%n citation(s), </source>
        <translation>
            <numerusform>%n citation, </numerusform>
            <numerusform>%n citations, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged.</source>
        <translation>
            <numerusform>%n flagged.</numerusform>
            <numerusform>%n flagged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryCommands</name>
    <message numerus="yes">
        <source>* waiting on this computer to be sent to the firm server (%n session(s))
</source>
        <translation>
            <numerusform>* waiting on this computer to be sent to the firm server (%n session)
</numerusform>
            <numerusform>* waiting on this computer to be sent to the firm server (%n sessions)
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HtmlRenderer</name>
    <message numerus="yes">
        <source>The citation check flagged %n item(s) above. The U-Score says how uncertain the wording reads, not whether the citations are right.</source>
        <translation>
            <numerusform>The citation check flagged %n item above. The U-Score says how uncertain the wording reads, not whether the citations are right.</numerusform>
            <numerusform>The citation check flagged %n items above. The U-Score says how uncertain the wording reads, not whether the citations are right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McqRunner</name>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>Replay lacks %n recorded response; first: %1</numerusform>
            <numerusform>Replay lacks %n recorded responses; first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfParser</name>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s).</source>
        <translation>
            <numerusform>The PDF reader reported %n error.</numerusform>
            <numerusform>The PDF reader reported %n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s); the first: %1</source>
        <translation>
            <numerusform>The PDF reader reported %n error; the first: %1</numerusform>
            <numerusform>The PDF reader reported %n errors; the first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scanned pages: OCR is off (%n page(s) without a text layer; turn OCR on in the settings to read them).</source>
        <translation>
            <numerusform>Scanned pages: OCR is off (%n page without a text layer; turn OCR on in the settings to read it).</numerusform>
            <numerusform>Scanned pages: OCR is off (%n pages without a text layer; turn OCR on in the settings to read them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Image-only and OCR found no text (%n page(s) without a text layer).</source>
        <translation>
            <numerusform>Image-only and OCR found no text (%n page without a text layer).</numerusform>
            <numerusform>Image-only and OCR found no text (%n pages without a text layer).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadReplicas</name>
    <message numerus="yes">
        <source>it is more than %n second(s) behind the primary</source>
        <translation>
            <numerusform>it is more than %n second behind the primary</numerusform>
            <numerusform>it is more than %n seconds behind the primary</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordHtml</name>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoleStepCardRenderer</name>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionRecheck</name>
    <message numerus="yes">
        <source>%n citation(s) re-checked</source>
        <translation>
            <numerusform>%n citation re-checked</numerusform>
            <numerusform>%n citations re-checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed since the session was saved.</source>
        <translation>
            <numerusform>%n changed since the session was saved.</numerusform>
            <numerusform>%n changed since the session was saved.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>Replay lacks %n recorded response; first: %1</numerusform>
            <numerusform>Replay lacks %n recorded responses; first: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimelineCardRenderer</name>
    <message numerus="yes">
        <source>%n search(es) planned.</source>
        <translation>
            <numerusform>%n search planned.</numerusform>
            <numerusform>%n searches planned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) cited.</source>
        <translation>
            <numerusform>%n source cited.</numerusform>
            <numerusform>%n sources cited.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) point to no source and are flagged as unverified.</source>
        <translation>
            <numerusform>%n marker points to no source and is flagged as unverified.</numerusform>
            <numerusform>%n markers point to no source and are flagged as unverified.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) found.</source>
        <translation>
            <numerusform>%n source found.</numerusform>
            <numerusform>%n sources found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped. What was found so far is kept: %n source(s).</source>
        <translation>
            <numerusform>Stopped. What was found so far is kept: %n source.</numerusform>
            <numerusform>Stopped. What was found so far is kept: %n sources.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerificationCardRenderer</name>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n flagged</numerusform>
            <numerusform>%n flagged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the Citation check in the answer)</source>
        <translation>
            <numerusform>and %n more (see the Citation check in the answer)</numerusform>
            <numerusform>and %n more (see the Citation check in the answer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerificationSummary</name>
    <message numerus="yes">
        <source>%n verified</source>
        <translation>
            <numerusform>%n verified</numerusform>
            <numerusform>%n verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mismatch(es)</source>
        <translation>
            <numerusform>%n mismatch</numerusform>
            <numerusform>%n mismatches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not found</source>
        <translation>
            <numerusform>%n not found</numerusform>
            <numerusform>%n not found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous</source>
        <translation>
            <numerusform>%n ambiguous</numerusform>
            <numerusform>%n ambiguous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid</source>
        <translation>
            <numerusform>%n invalid</numerusform>
            <numerusform>%n invalid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n implausible</source>
        <translation>
            <numerusform>%n implausible</numerusform>
            <numerusform>%n implausible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchecked</source>
        <translation>
            <numerusform>%n unchecked</numerusform>
            <numerusform>%n unchecked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n misquoted</source>
        <translation>
            <numerusform>%n misquoted</numerusform>
            <numerusform>%n misquoted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n supported</source>
        <translation>
            <numerusform>%n supported</numerusform>
            <numerusform>%n supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partially supported</source>
        <translation>
            <numerusform>%n partially supported</numerusform>
            <numerusform>%n partially supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not supported</source>
        <translation>
            <numerusform>%n not supported</numerusform>
            <numerusform>%n not supported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contradicted</source>
        <translation>
            <numerusform>%n contradicted</numerusform>
            <numerusform>%n contradicted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message numerus="yes">
        <source>The citation cache was cleared (%n entries): every citation was looked up again.</source>
        <translation>
            <numerusform>The citation cache was cleared (%n entry): every citation was looked up again.</numerusform>
            <numerusform>The citation cache was cleared (%n entries): every citation was looked up again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged citation(s) stand for no authority of the table (for example a citation that could not be read whole); `lmars-cli verify FILE` lists them.</source>
        <translation>
            <numerusform>%n flagged citation stands for no authority of the table (for example a citation that could not be read whole); `lmars-cli verify FILE` lists it.</numerusform>
            <numerusform>%n flagged citations stand for no authority of the table (for example a citation that could not be read whole); `lmars-cli verify FILE` lists them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::BackendStatusWidget</name>
    <message numerus="yes">
        <source>%n session(s) waiting for the firm server</source>
        <translation>
            <numerusform>%n session waiting for the firm server</numerusform>
            <numerusform>%n sessions waiting for the firm server</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::CitationCacheRow</name>
    <message numerus="yes">
        <source>Removed %n cached citation lookup(s).</source>
        <translation>
            <numerusform>Removed %n cached citation lookup.</numerusform>
            <numerusform>Removed %n cached citation lookups.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::DocumentCheckDialog</name>
    <message numerus="yes">
        <source>%1: %n citation(s)</source>
        <translation>
            <numerusform>%1: %n citation</numerusform>
            <numerusform>%1: %n citations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n flagged</numerusform>
            <numerusform>%n flagged</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::FirstRunPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected; %n session(s) waiting to be sent.</source>
        <translation>
            <numerusform>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected; %n session waiting to be sent.</numerusform>
            <numerusform>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected; %n sessions waiting to be sent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::HistoryPanel</name>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n session</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryFailureList</name>
    <message numerus="yes">
        <source>%n document(s) that could not be indexed</source>
        <translation>
            <numerusform>%n document that could not be indexed</numerusform>
            <numerusform>%n documents that could not be indexed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryPanel</name>
    <message numerus="yes">
        <source>Copying %n item(s) into the library…</source>
        <translation>
            <numerusform>Copying %n item into the library…</numerusform>
            <numerusform>Copying %n items into the library…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n file(s)…</source>
        <translation>
            <numerusform>Indexing %n file…</numerusform>
            <numerusform>Indexing %n files…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s).</source>
        <translation>
            <numerusform>Removed %n document.</numerusform>
            <numerusform>Removed %n documents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The library is up to date: %n document(s).</source>
        <translation>
            <numerusform>The library is up to date: %n document.</numerusform>
            <numerusform>The library is up to date: %n documents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n document(s) from the library? Copies in the library folder are deleted.</source>
        <translation>
            <numerusform>Remove %n document from the library? Copies in the library folder are deleted.</numerusform>
            <numerusform>Remove %n documents from the library? Copies in the library folder are deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added to the firm server.</source>
        <translation>
            <numerusform>%n document added to the firm server.</numerusform>
            <numerusform>%n documents added to the firm server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) filed under the matter.</source>
        <translation>
            <numerusform>%n document filed under the matter.</numerusform>
            <numerusform>%n documents filed under the matter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be indexed; see the list under the documents.</source>
        <translation>
            <numerusform>%n file could not be indexed; see the list under the documents.</numerusform>
            <numerusform>%n files could not be indexed; see the list under the documents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n document(s) could not be indexed; the reasons are listed above.</source>
        <translation>
            <numerusform>%1 of %n document could not be indexed; the reasons are listed above.</numerusform>
            <numerusform>%1 of %n documents could not be indexed; the reasons are listed above.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without a text layer were read by OCR.</source>
        <translation>
            <numerusform>%n page without a text layer was read by OCR.</numerusform>
            <numerusform>%n pages without a text layer were read by OCR.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::MainWindow</name>
    <message numerus="yes">
        <source>Cancelled: stopped %1 ms after you asked; %n source(s) kept.</source>
        <translation>
            <numerusform>Cancelled: stopped %1 ms after you asked; %n source kept.</numerusform>
            <numerusform>Cancelled: stopped %1 ms after you asked; %n sources kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n source(s).</source>
        <translation>
            <numerusform>Done: %n source.</numerusform>
            <numerusform>Done: %n sources.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::ModelReasoningPanel</name>
    <message numerus="yes">
        <source>%n reasoning token(s)</source>
        <translation>
            <numerusform>%n reasoning token</numerusform>
            <numerusform>%n reasoning tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceListModel</name>
    <message numerus="yes">
        <source>✓ %n verified</source>
        <translation>
            <numerusform>✓ %n verified</numerusform>
            <numerusform>✓ %n verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n flagged</source>
        <translation>
            <numerusform>✗ %n flagged</numerusform>
            <numerusform>✗ %n flagged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>? %n unchecked</source>
        <translation>
            <numerusform>? %n unchecked</numerusform>
            <numerusform>? %n unchecked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourcesPanel</name>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n source</numerusform>
            <numerusform>%n sources</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::TimelineView</name>
    <message numerus="yes">
        <source>%1 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %n call</numerusform>
            <numerusform>%1 · %n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n call</numerusform>
            <numerusform>%1 · %2 · %n calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 elapsed; tokens %2; %n model call(s)</source>
        <translation>
            <numerusform>%1 elapsed; tokens %2; %n model call</numerusform>
            <numerusform>%1 elapsed; tokens %2; %n model calls</numerusform>
        </translation>
    </message>
</context>
</TS>
