<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnswerChecks</name>
    <message>
        <source>The passage occurs in %1.</source>
        <translation>该段落出现在%1中。</translation>
    </message>
    <message>
        <source>This is not what %1 says; the closest passage is %2% similar.</source>
        <translation>%1并非如此表述；最接近的段落相似度为 %2%。</translation>
    </message>
    <message>
        <source>Only a search snippet of %1 was retrieved, and the passage is not in it.</source>
        <translation>仅获取到%1的搜索摘要，其中没有该段落。</translation>
    </message>
    <message>
        <source>Nothing close to the passage occurs in %1.</source>
        <translation>%1中没有与该段落相近的内容。</translation>
    </message>
    <message>
        <source>Not checked: the check was cancelled.</source>
        <translation>未核查：检查已取消。</translation>
    </message>
    <message>
        <source>The passage is attributed to [%1], but no text was retrieved for that source.</source>
        <translation>该段落归于 [%1]，但未获取到该来源的文本。</translation>
    </message>
    <message>
        <source>source [%1]</source>
        <translation>来源 [%1]</translation>
    </message>
    <message>
        <source>The passage is attributed to no source [n] and no case, so it could not be checked.</source>
        <translation>该段落未归于任何来源 [n] 或案例，因此无法检查。</translation>
    </message>
    <message>
        <source>The opinion text of %1 could not be retrieved (cases are looked up only with a CourtListener token), so the passage was not compared with it.</source>
        <translation>无法获取 %1 的判决书文本（只有配置 CourtListener 令牌时才会查询案例），因此未将该段落与之比对。</translation>
    </message>
    <message>
        <source>the opinion of %1</source>
        <translation>%1 的判决书</translation>
    </message>
    <message>
        <source>The sentence cites only sources that do not exist in the source list.</source>
        <translation>该句只引用了来源列表中不存在的来源。</translation>
    </message>
    <message>
        <source>No cited source states %1.</source>
        <translation>没有任何被引用的来源提到%1。</translation>
    </message>
</context>
<context>
    <name>AnswerDocx</name>
    <message>
        <source>unverified citation %1</source>
        <extracomment>A citation number in the answer that refers to no source; %1 is the number(s).</extracomment>
        <translation>未经核实的引用 %1</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Searched as of:</source>
        <translation>检索截至日期：</translation>
    </message>
    <message>
        <source>No sources were found.</source>
        <translation>未找到来源。</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Authority: %1</source>
        <translation>权威性：%1</translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation>获取于 %1</translation>
    </message>
    <message>
        <source>U-Score</source>
        <translation>U-Score</translation>
    </message>
    <message>
        <source>Disclaimer</source>
        <translation>免责声明</translation>
    </message>
    <message>
        <source>Run settings</source>
        <translation>运行设置</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Legal research</source>
        <translation>法律研究</translation>
    </message>
    <message>
        <source>Evidence only: no answer was generated; the sources are ranked by authority.</source>
        <translation>仅证据：未生成回答；来源按权威性排序。</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>（无回答）</translation>
    </message>
    <message>
        <source>The answer is incomplete: %1</source>
        <translation>回答不完整：%1</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit.</source>
        <translation>回答在模型的输出上限处被截断。</translation>
    </message>
    <message>
        <source>Warning: the answer cited source number(s) %1, which do not exist; they are marked &quot;unverified citation&quot; and must not be relied on.</source>
        <translation>警告：回答引用了不存在的来源编号 %1；这些编号已标记为“未经核实的引用”，不可依赖。</translation>
    </message>
</context>
<context>
    <name>AnswerStage</name>
    <message>
        <source>The searches found no sources for this question, so no grounded answer can be given. Try rephrasing the question, naming the jurisdiction, or enabling more sources.</source>
        <translation>搜索未找到与此问题相关的来源，因此无法给出有据可依的回答。请尝试换一种方式提问、指明司法管辖区或启用更多来源。</translation>
    </message>
    <message>
        <source>No sources were found; no answer was generated.</source>
        <translation>未找到来源；未生成回答。</translation>
    </message>
    <message>
        <source>Verification was cancelled with the answer; only the citations checked while it streamed are listed.</source>
        <translation>核查随回答一起被取消；仅列出回答生成过程中已检查的引证。</translation>
    </message>
    <message>
        <source>The answer stopped before it was complete; only the citations checked while it streamed are listed.</source>
        <translation>回答在完成前中断；仅列出回答生成过程中已检查的引证。</translation>
    </message>
    <message>
        <source>Verification was turned off for this run: no citation, quotation or claim in this answer was checked.</source>
        <translation>本次运行已关闭核查：此回答中的引证、引文和主张均未经检查。</translation>
    </message>
    <message>
        <source>The answer is incomplete: the model stopped with an error after part of it was written (%1). Continue the answer or run the question again.</source>
        <translation>回答不完整：模型在写出部分内容后因错误而停止（%1）。请继续生成回答或重新运行该问题。</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit, even after one continuation. Raise LMARS_LLM_MAX_TOKENS for longer answers.</source>
        <translation>即使续写一次后，回答仍在模型的输出上限处被截断。如需更长的回答，请提高 LMARS_LLM_MAX_TOKENS。</translation>
    </message>
    <message>
        <source>The answer cites %1, but there are only %2 sources; these markers are shown as unverified.</source>
        <translation>回答引用了 %1，但只有 %2 个来源；这些标记显示为未经核实。</translation>
    </message>
    <message>
        <source>The answer is complete; there is nothing to continue.</source>
        <translation>回答已完整，没有需要继续的内容。</translation>
    </message>
    <message>
        <source>The answer was continued after these checks; the continued text was not checked.</source>
        <translation>这些检查之后回答又被续写；续写的文字未经检查。</translation>
    </message>
</context>
<context>
    <name>AnthropicModel</name>
    <message>
        <source>Anthropic API at %1</source>
        <translation>位于 %1 的 Anthropic API</translation>
    </message>
    <message>
        <source>no content</source>
        <translation>无内容</translation>
    </message>
    <message>
        <source>a stream event is not JSON</source>
        <translation>流事件不是 JSON</translation>
    </message>
</context>
<context>
    <name>AppConfig</name>
    <message>
        <source>The model&apos;s base URL &quot;%1&quot; is not a valid http(s) URL: set LMARS_LLM_BASE_URL (for example http://localhost:11434).</source>
        <translation>模型的基础 URL“%1”不是有效的 http(s) URL：请设置 LMARS_LLM_BASE_URL（例如 http://localhost:11434）。</translation>
    </message>
    <message>
        <source>No model is set: set LMARS_LLM_MODEL.</source>
        <translation>未设置模型：请设置 LMARS_LLM_MODEL。</translation>
    </message>
    <message>
        <source>Anthropic needs an API key: set LMARS_LLM_API_KEY or ANTHROPIC_API_KEY (environment or .env).</source>
        <translation>Anthropic 需要 API 密钥：请设置 LMARS_LLM_API_KEY 或 ANTHROPIC_API_KEY（环境变量或 .env）。</translation>
    </message>
    <message>
        <source>%1 needs an API key: set LMARS_LLM_API_KEY or OPENAI_API_KEY (environment or .env).</source>
        <translation>%1 需要 API 密钥：请设置 LMARS_LLM_API_KEY 或 OPENAI_API_KEY（环境变量或 .env）。</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; (--provider). Known providers: %2.</source>
        <translation>未知的模型提供方“%1”（--provider）。已知的提供方：%2。</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; in the settings file (Settings → Model). Known providers: %2.</source>
        <translation>设置文件中的模型提供方“%1”未知（设置 → 模型）。已知的提供方：%2。</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; in LMARS_LLM_PROVIDER. Known providers: %2.</source>
        <translation>LMARS_LLM_PROVIDER 中的模型提供方“%1”未知。已知的提供方：%2。</translation>
    </message>
    <message>
        <source>Azure OpenAI needs your resource&apos;s endpoint: set LMARS_LLM_BASE_URL (for example https://my-resource.openai.azure.com).</source>
        <translation>Azure OpenAI 需要您的资源终结点：请设置 LMARS_LLM_BASE_URL（例如 https://my-resource.openai.azure.com）。</translation>
    </message>
    <message>
        <source>Azure OpenAI needs the deployment&apos;s name as the model: set LMARS_LLM_MODEL.</source>
        <translation>Azure OpenAI 需要以部署名称作为模型：请设置 LMARS_LLM_MODEL。</translation>
    </message>
    <message>
        <source>%1 needs an API key: set LMARS_LLM_API_KEY (environment, .env or Settings → Model).</source>
        <translation>%1 需要 API 密钥：请设置 LMARS_LLM_API_KEY（环境变量、.env 或 设置 → 模型）。</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>%1 必须是 %2 到 %3 之间的整数，而不是“%4”。</translation>
    </message>
    <message>
        <source>Unknown embedding provider &quot;%1&quot; in %2. Known providers: %3.</source>
        <translation>%2 中的嵌入提供方“%1”未知。已知的提供方：%3。</translation>
    </message>
</context>
<context>
    <name>AsOf</name>
    <message>
        <source>The as-of date &quot;%1&quot; is not a date (YYYY-MM-DD).</source>
        <translation>基准日期“%1”不是日期（YYYY-MM-DD）。</translation>
    </message>
</context>
<context>
    <name>AskCommand</name>
    <message>
        <source>Research a legal question and print a cited answer.</source>
        <translation>研究一个法律问题并输出附引用的回答。</translation>
    </message>
    <message>
        <source>Research mode: simple (query, search, answer), multi (follow-up questions, then search, judge and refine until the evidence suffices), evidence (no model: ranked sources only).</source>
        <translation>研究模式：simple（查询、搜索、回答）、multi（先追问，再搜索、评审并完善，直到证据充分）、evidence（不使用模型：仅列出排序后的来源）。</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Multi-turn: at most this many search rounds (1-10).</source>
        <translation>多轮：最多进行的搜索轮数（1-10）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Multi-turn: do not ask clarifying questions.</source>
        <translation>多轮：不提出澄清问题。</translation>
    </message>
    <message>
        <source>Multi-turn: answers to the clarifying questions (JSON array in question order, or object question → answer).</source>
        <translation>多轮：澄清问题的答案（按问题顺序排列的 JSON 数组，或“问题 → 答案”对象）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Multi-turn: a separate model for the judge.</source>
        <translation>多轮：为评审使用单独的模型。</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Multi-turn: web pages read in full per round (0-10).</source>
        <translation>多轮：每轮完整阅读的网页数（0-10）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>模型名称。</translation>
    </message>
    <message>
        <source>Print the trajectory document (JSON) instead of text.</source>
        <translation>输出轨迹文档（JSON）而非文本。</translation>
    </message>
    <message>
        <source>Read the question from a file.</source>
        <translation>从文件读取问题。</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>会话数据库所在文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Results per query and source (1-50).</source>
        <translation>每个查询和来源的结果数（1-50）。</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD): your documents valid then, opinions filed by then, and the agents told the date.</source>
        <translation>以该日期（YYYY-MM-DD）的法律为准：当时有效的您的文档、截至当时作出的判决意见，并将该日期告知各代理。</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>The legal question.</source>
        <translation>法律问题。</translation>
    </message>
    <message>
        <source>QUESTION</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>no question given. Usage: lmars-cli ask &quot;Your legal question&quot;</source>
        <translation>未提供问题。用法：lmars-cli ask &quot;您的法律问题&quot;</translation>
    </message>
    <message>
        <source>the question is too long (%1 characters; at most 20000).</source>
        <translation>问题过长（%1 个字符；最多 20000 个）。</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;. Available: %2.</source>
        <translation>未知模式“%1”。可用模式：%2。</translation>
    </message>
    <message>
        <source>--max-results must be a number from 1 to 50.</source>
        <translation>--max-results 必须是 1 到 50 之间的数字。</translation>
    </message>
    <message>
        <source>--max-iterations must be a number from 1 to 10.</source>
        <translation>--max-iterations 必须是 1 到 10 之间的数字。</translation>
    </message>
    <message>
        <source>--pages must be a number from 0 to 10.</source>
        <translation>--pages 必须是 0 到 10 之间的数字。</translation>
    </message>
    <message>
        <source>--sources needs at least one of: %1.</source>
        <translation>--sources 至少需要以下之一：%1。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Session %1 · %2 · sources: %3</source>
        <translation>会话 %1 · %2 · 来源：%3</translation>
    </message>
    <message>
        <source>evidence only, no model</source>
        <translation>仅证据，不使用模型</translation>
    </message>
    <message>
        <source>warning: the session could not be saved completely: %1</source>
        <translation>警告：会话未能完整保存：%1</translation>
    </message>
    <message>
        <source>Cancelled. What was found so far is saved in session %1.</source>
        <translation>已取消。目前找到的内容已保存在会话 %1 中。</translation>
    </message>
    <message>
        <source>The jurisdiction whose law applies, for example &quot;California&quot; or &quot;U.S. federal&quot;; it wins over the one the agents infer.</source>
        <translation>适用其法律的司法管辖区，例如 &quot;California&quot; 或 &quot;U.S. federal&quot;；它优先于代理推断的司法管辖区。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>--jurisdiction needs a name, for example &quot;California&quot;.</source>
        <translation>--jurisdiction 需要一个名称，例如 &quot;California&quot;。</translation>
    </message>
    <message>
        <source>With --json: include the model&apos;s reasoning of every call.</source>
        <translation>与 --json 一起使用：包含每次调用中模型的推理。</translation>
    </message>
    <message>
        <source>The answer above is incomplete: the model stopped with an error after part of it was written (%1). It is saved in session %2; run the question again for a complete answer.</source>
        <translation>上面的回答不完整：模型在写出部分内容后因错误而停止（%1）。它已保存在会话 %2 中；请重新运行该问题以获得完整回答。</translation>
    </message>
    <message>
        <source>warning: the answer above was cut off at the model&apos;s output limit (LMARS_LLM_MAX_TOKENS) and may end mid-sentence.</source>
        <translation>警告：上面的回答在模型的输出上限（LMARS_LLM_MAX_TOKENS）处被截断，可能在句子中间结束。</translation>
    </message>
    <message>
        <source>Answer format: standard (direct answer, key points, disclaimers) or irac (Issues, Rules, Application, Conclusion; in multi mode the facts, rules, application and common-sense steps run first).</source>
        <translation>回答格式：standard（直接回答、要点、免责声明）或 irac（争点、规则、适用、结论；在 multi 模式下先运行事实、规则、适用和常识步骤）。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local, fedreg (Federal Register), ecfr (Code of Federal Regulations), uscode (U.S. Code), or all (default: web, caselaw and local when configured).</source>
        <translation>以逗号分隔的来源：web、searxng、caselaw、local、fedreg（联邦公报）、ecfr（联邦法规汇编）、uscode（美国法典）或 all（默认：已配置的 web、caselaw 和 local）。</translation>
    </message>
    <message>
        <source>Do not check the answer&apos;s citations, quotations and cited claims against the sources (and do not revise it).</source>
        <translation>不根据来源检查回答中的引证、引文和带引用的陈述（也不修订回答）。</translation>
    </message>
    <message>
        <source>unknown answer format &quot;%1&quot;. Available: %2.</source>
        <translation>未知的回答格式“%1”。可用：%2。</translation>
    </message>
    <message>
        <source>note: --format is ignored in evidence mode, which writes no answer.</source>
        <translation>注意：evidence 模式不生成回答，因此忽略 --format。</translation>
    </message>
    <message>
        <source>File the session under this matter (on the firm server: a matter you are a member of); the library source then searches only its documents.</source>
        <translation>将会话归入此案件（在律所服务器上：须为您所属的案件）；此时资料库来源只搜索该案件的文档。</translation>
    </message>
    <message>
        <source>note: session %1 is kept on this computer, not yet on the firm server: %2</source>
        <translation>注意：会话 %1 保存在本机，尚未上传到律所服务器：%2</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>模型提供方：%1。</translation>
    </message>
    <message>
        <source>INCOMPLETE ANSWER — the model stopped with an error after this part was written: %1</source>
        <translation>回答不完整 — 模型在写出这一部分后因错误而停止：%1</translation>
    </message>
    <message>
        <source>The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or the court&apos;s name): each verified case is marked binding, persuasive or not precedential there. Without it, the jurisdiction suggests one.</source>
        <translation>研究所针对的法院（courts-db 标识，如 cal、calctapp、cand 或 ca9，或法院名称）：每个已核实的案例都会标注其在该法院有约束力、有说服力或无先例效力。未指定时，由司法管辖区推定一个。</translation>
    </message>
    <message>
        <source>court</source>
        <translation>法院</translation>
    </message>
    <message>
        <source>--forum needs a court.</source>
        <translation>--forum 需要指定法院。</translation>
    </message>
    <message>
        <source>After the checks, do not look for later negative treatment of the verified cases (CourtListener&apos;s citing opinions, a few requests a minute on its free tier).</source>
        <translation>检查之后，不查找已核实案例后来的负面评价（CourtListener 中引用它们的判决，其免费额度每分钟仅允许少量请求）。</translation>
    </message>
    <message numerus="yes">
        <source>Tokens: %1 · %n model call(s)</source>
        <translation>
            <numerusform>Token：%1 · %n 次模型调用</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>费用 %1</translation>
    </message>
    <message>
        <source>note: no cost is shown for the prices that could not be read: %1</source>
        <translation>注意：无法读取的价格不显示费用：%1</translation>
    </message>
</context>
<context>
    <name>AuthorityBadge</name>
    <message>
        <source>Binding</source>
        <translation>有约束力</translation>
    </message>
    <message>
        <source>Persuasive</source>
        <translation>有说服力</translation>
    </message>
    <message>
        <source>Not precedential</source>
        <translation>无先例效力</translation>
    </message>
    <message>
        <source>assumed forum: %1</source>
        <translation>推定法院：%1</translation>
    </message>
</context>
<context>
    <name>AuthorityClassifier</name>
    <message>
        <source>No court is known as &quot;%1&quot;: give a courts-db id (cal, calctapp, cand, ca9) or the court&apos;s name.</source>
        <translation>没有名为“%1”的法院：请提供 courts-db 标识（cal、calctapp、cand、ca9）或法院名称。</translation>
    </message>
    <message>
        <source>%1: binds every federal court</source>
        <translation>%1：对所有联邦法院具有约束力</translation>
    </message>
    <message>
        <source>%1: binds every court on questions of federal law</source>
        <translation>%1：在联邦法律问题上对所有法院具有约束力</translation>
    </message>
    <message>
        <source>%1: a district court&apos;s decision binds no other court; persuasive in %2</source>
        <translation>%1：地区法院的判决对其他法院没有约束力；在%2具有说服力</translation>
    </message>
    <message>
        <source>%1: binds its own later panels</source>
        <translation>%1：对其本院以后的合议庭具有约束力</translation>
    </message>
    <message>
        <source>%1: binds %2, whose appeals it hears</source>
        <translation>%1：对%2具有约束力（受理其上诉）</translation>
    </message>
    <message>
        <source>%1: persuasive in %2, which is not in its circuit</source>
        <translation>%1：在%2具有说服力（不在其巡回区内）</translation>
    </message>
    <message>
        <source>%1: binds %2 on questions of %3 law</source>
        <translation>%1：在%3州法律问题上对%2具有约束力</translation>
    </message>
    <message>
        <source>%1: persuasive in %2 on %3 law, which follows it unless the %3 supreme court would decide otherwise</source>
        <translation>%1：在%3州法律上对%2具有说服力；除非%3最高法院会作出不同判决，否则会被遵循</translation>
    </message>
    <message>
        <source>%1: a %2 court, persuasive in %3</source>
        <translation>%1：%2的法院，在%3具有说服力</translation>
    </message>
    <message>
        <source>%1: persuasive in %2 state courts; only the U.S. Supreme Court binds them, on federal law</source>
        <translation>%1：在%2州法院具有说服力；只有美国最高法院在联邦法律问题上约束它们</translation>
    </message>
    <message>
        <source>%1: binds every %2 state court</source>
        <translation>%1：对%2的所有州法院具有约束力</translation>
    </message>
    <message>
        <source>%1: binds %2&apos;s trial courts</source>
        <translation>%1：对%2的初审法院具有约束力</translation>
    </message>
    <message>
        <source>%1: persuasive in %2, the court above it</source>
        <translation>%1：在其上级法院%2具有说服力</translation>
    </message>
    <message>
        <source>%1: persuasive in %2; one appellate panel does not bind another</source>
        <translation>%1：在%2具有说服力；一个上诉合议庭不约束另一个</translation>
    </message>
    <message>
        <source>%1: a trial court&apos;s decision binds no other court</source>
        <translation>%1：初审法院的判决对其他法院没有约束力</translation>
    </message>
    <message>
        <source>No forum court given, so it is not known whether it binds.</source>
        <translation>未指定审理法院，因此无法判断其是否具有约束力。</translation>
    </message>
    <message>
        <source>%1: unpublished, not precedent (it may be cited as persuasive where the rules allow)</source>
        <translation>%1：未公开发表，不构成先例（在规则允许时可作为说服性依据引用）</translation>
    </message>
    <message>
        <source>Unpublished, not precedent (it may be cited as persuasive where the rules allow)</source>
        <translation>未公开发表，不构成先例（在规则允许时可作为说服性依据引用）</translation>
    </message>
    <message>
        <source>The court that decided it is not known, so it is not known whether it binds %1.</source>
        <translation>作出该判决的法院未知，因此无法判断其是否约束%1。</translation>
    </message>
    <message>
        <source>(forum assumed: %1, from the research&apos;s jurisdiction)</source>
        <translation>（假定审理法院：%1，依据研究的司法管辖区）</translation>
    </message>
</context>
<context>
    <name>Backends</name>
    <message>
        <source>Cannot create the folder %1 for the document library.</source>
        <translation>无法为文档资料库创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>BooleanMatcher</name>
    <message>
        <source>Terms-and-Connectors search needs a library indexed by words (unicode61 or porter); this library is indexed by trigrams. Use a natural-language search (--syntax natural).</source>
        <translation>检索词与连接符检索需要按词索引的文献库（unicode61 或 porter）；此文献库按三字符组索引。请使用自然语言检索（--syntax natural）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: * and ! work on one word of letters and digits.</source>
        <translation>“%1”：* 和 ! 只能用于由字母和数字组成的单个词。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds no letters or digits to search for.</source>
        <translation>“%1”中没有可检索的字母或数字。</translation>
    </message>
    <message>
        <source>More than %1 words of the library begin with &quot;%2&quot;: make &quot;%3&quot; longer.</source>
        <translation>文献库中以“%2”开头的词超过 %1 个：请把“%3”写长一些。</translation>
    </message>
</context>
<context>
    <name>BooleanQuery</name>
    <message>
        <source>Character %1 of the search: %2</source>
        <translation>检索式第 %1 个字符：%2</translation>
    </message>
    <message>
        <source>the quotation mark opened here is not closed.</source>
        <translation>此处开始的引号没有闭合。</translation>
    </message>
    <message>
        <source>the number of words in &quot;%1&quot; must be between 1 and %2.</source>
        <translation>“%1”中的词数必须在 1 到 %2 之间。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connector: expected a number, s or p after it (/3, +5, /s, /p).</source>
        <translation>“%1”不是连接符：其后应为数字、s 或 p（/3、+5、/s、/p）。</translation>
    </message>
    <message>
        <source>NOT must follow AND or BUT (&quot;AND NOT&quot;, &quot;BUT NOT&quot;); put a word to search for in quotation marks.</source>
        <translation>NOT 必须跟在 AND 或 BUT 之后（“AND NOT”、“BUT NOT”）；要检索这个词本身，请加引号。</translation>
    </message>
    <message>
        <source>expected NOT after BUT.</source>
        <translation>BUT 之后应为 NOT。</translation>
    </message>
    <message>
        <source>this &quot;)&quot; closes no &quot;(&quot;.</source>
        <translation>此“)”没有对应的“(”。</translation>
    </message>
    <message>
        <source>expected a connector before &quot;%1&quot;.</source>
        <translation>“%1”之前应有连接符。</translation>
    </message>
    <message>
        <source>expected &quot;)&quot; to close the &quot;(&quot; at character %1.</source>
        <translation>应有“)”来闭合第 %1 个字符处的“(”。</translation>
    </message>
    <message>
        <source>the quotation marks hold no words.</source>
        <translation>引号中没有任何词。</translation>
    </message>
    <message>
        <source>expected a word or a quoted phrase.</source>
        <translation>应为一个词或带引号的短语。</translation>
    </message>
    <message>
        <source>expected a word, a quoted phrase or &quot;(&quot; after &quot;%1&quot;.</source>
        <translation>“%1”之后应为一个词、带引号的短语或“(”。</translation>
    </message>
    <message>
        <source>expected a word, a quoted phrase or &quot;(&quot; before &quot;%1&quot;.</source>
        <translation>“%1”之前应为一个词、带引号的短语或“(”。</translation>
    </message>
    <message>
        <source>expected a word after &quot;#&quot;.</source>
        <translation>“#”之后应为一个词。</translation>
    </message>
    <message>
        <source>a word cannot begin with &quot;%1&quot;: put at least one letter before it.</source>
        <translation>词不能以“%1”开头：请在其前面至少写一个字母。</translation>
    </message>
    <message>
        <source>&quot;!&quot; can only end a word (negligen!).</source>
        <translation>“!”只能放在词尾（negligen!）。</translation>
    </message>
    <message>
        <source>parentheses nest more than %1 deep.</source>
        <translation>括号嵌套超过 %1 层。</translation>
    </message>
    <message>
        <source>the search holds more than %1 words: shorten it, or search it as natural language.</source>
        <translation>检索式超过 %1 个词：请缩短，或改用自然语言检索。</translation>
    </message>
</context>
<context>
    <name>CaBundle</name>
    <message>
        <source>The CA bundle file %1 does not exist.</source>
        <translation>CA 证书文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The CA bundle file %1 cannot be read (%2).</source>
        <translation>无法读取 CA 证书文件 %1（%2）。</translation>
    </message>
    <message>
        <source>The CA bundle file %1 holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;); convert a DER certificate with: openssl x509 -inform der -in %1 -out ca.pem</source>
        <translation>CA 证书文件 %1 中没有 PEM 证书（&quot;-----BEGIN CERTIFICATE-----&quot;）；可用以下命令转换 DER 证书：openssl x509 -inform der -in %1 -out ca.pem</translation>
    </message>
</context>
<context>
    <name>CaseLibrary</name>
    <message>
        <source>Cannot read the corpus %1: %2.</source>
        <translation>无法读取语料库 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the corpus library.</source>
        <translation>无法为语料库创建临时文件夹。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1, line %2: a corpus row needs doc_id, source, type and text.</source>
        <translation>%1，第 %2 行：语料行需要 doc_id、source、type 和 text。</translation>
    </message>
    <message>
        <source>%1 holds no passage of the roles %2.</source>
        <translation>%1 中没有角色 %2 的段落。</translation>
    </message>
</context>
<context>
    <name>ChatModel</name>
    <message>
        <source>No model is configured for the %1 provider.</source>
        <translation>未为提供方 %1 配置模型。</translation>
    </message>
    <message>
        <source>The model server address &quot;%1&quot; is not a valid http(s) URL.</source>
        <translation>模型服务器地址“%1”不是有效的 http(s) URL。</translation>
    </message>
    <message>
        <source>An API key is required for %1; set LMARS_LLM_API_KEY or enter it in the settings.</source>
        <translation>%1 需要 API 密钥；请设置 LMARS_LLM_API_KEY 或在设置中输入。</translation>
    </message>
    <message>
        <source>the reply was empty instead of a JSON object</source>
        <translation>回复为空，而不是 JSON 对象</translation>
    </message>
    <message>
        <source>the reply is not valid JSON (%1)</source>
        <translation>回复不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>the reply contains no JSON object</source>
        <translation>回复中不含 JSON 对象</translation>
    </message>
    <message>
        <source>The request to the model was cancelled.</source>
        <translation>对模型的请求已取消。</translation>
    </message>
    <message>
        <source>%1 (the reply was cut off at the output token limit)</source>
        <translation>%1（回复因达到输出 token 上限而被截断）</translation>
    </message>
    <message>
        <source>The model returned an invalid %1 reply twice: %2</source>
        <translation>模型两次返回无效的 %1 回复：%2</translation>
    </message>
    <message>
        <source>The structured call ended unexpectedly.</source>
        <translation>结构化调用意外结束。</translation>
    </message>
    <message>
        <source>Azure OpenAI needs your resource&apos;s endpoint as the base URL, for example https://my-resource.openai.azure.com (or its /openai/v1/ endpoint).</source>
        <translation>Azure OpenAI 需要以您的资源终结点作为基础 URL，例如 https://my-resource.openai.azure.com（或其 /openai/v1/ 终结点）。</translation>
    </message>
</context>
<context>
    <name>CitationChanges</name>
    <message>
        <source>%1: new, %2</source>
        <translation>%1：新增，%2</translation>
    </message>
    <message>
        <source>%1: no longer in the answer (was %2)</source>
        <translation>%1：已不在回答中（原为 %2）</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
</context>
<context>
    <name>CitationLookupClient</name>
    <message>
        <source>CourtListener&apos;s citation lookup returned something other than a list of citations.</source>
        <translation>CourtListener 的引证查询返回的不是引证列表。</translation>
    </message>
    <message>
        <source>CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener 拒绝了 API 令牌；请检查 COURTLISTENER_API_TOKEN。</translation>
    </message>
    <message>
        <source>CourtListener parsed these citations but did not look them up.</source>
        <translation>CourtListener 解析了这些引证，但没有查询它们。</translation>
    </message>
    <message>
        <source>%1 is not a CourtListener case page.</source>
        <translation>%1 不是 CourtListener 的案例页面。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s case record lists no opinions.</source>
        <translation>CourtListener 的案例记录中没有列出任何判决意见。</translation>
    </message>
    <message>
        <source>CourtListener has no text for this case&apos;s opinions.</source>
        <translation>CourtListener 没有该案判决意见的文本。</translation>
    </message>
    <message>
        <source>CourtListener answered &quot;%1&quot; at offset %2 for &quot;%3&quot; sent at offset %4; the answer was not used.</source>
        <translation>CourtListener 在位置 %2 回答了“%1”，而发送的是位置 %4 的“%3”；该回答未被采用。</translation>
    </message>
</context>
<context>
    <name>CitationNames</name>
    <message>
        <source>case</source>
        <translation>判例</translation>
    </message>
    <message>
        <source>short form</source>
        <translation>简式引用</translation>
    </message>
    <message>
        <source>statute</source>
        <translation>制定法</translation>
    </message>
    <message>
        <source>regulation</source>
        <translation>法规</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>《联邦公报》</translation>
    </message>
    <message>
        <source>public law</source>
        <translation>公法</translation>
    </message>
    <message>
        <source>Statutes at Large</source>
        <translation>《美国法律大全》</translation>
    </message>
    <message>
        <source>executive order</source>
        <translation>行政命令</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>不匹配</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>有歧义</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>implausible</source>
        <translation>不合理</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>binding</source>
        <translation>有约束力</translation>
    </message>
    <message>
        <source>persuasive</source>
        <translation>有说服力</translation>
    </message>
    <message>
        <source>not precedential</source>
        <translation>非先例</translation>
    </message>
    <message>
        <source>not classified</source>
        <translation>未分类</translation>
    </message>
</context>
<context>
    <name>Citator</name>
    <message>
        <source>overruled</source>
        <translation>推翻</translation>
    </message>
    <message>
        <source>abrogated</source>
        <translation>废止</translation>
    </message>
    <message>
        <source>superseded by statute</source>
        <translation>被成文法取代</translation>
    </message>
    <message>
        <source>disapproved</source>
        <translation>不予认可</translation>
    </message>
    <message>
        <source>called into doubt</source>
        <translation>受到质疑</translation>
    </message>
    <message>
        <source>declined to be followed</source>
        <translation>拒绝遵循</translation>
    </message>
    <message>
        <source>limited to its facts</source>
        <translation>仅限于其事实</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>被上级法院撤销</translation>
    </message>
    <message>
        <source>vacated</source>
        <translation>被撤销</translation>
    </message>
    <message numerus="yes">
        <source>%n citing opinion(s) read (%1 more not read)</source>
        <translation>
            <numerusform>已读取 %n 份引用意见（另有 %1 份未读取）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citing opinion(s) read</source>
        <translation>
            <numerusform>已读取 %n 份引用意见</numerusform>
        </translation>
    </message>
    <message>
        <source>Possibly %1: its subsequent history in the text says &quot;%2&quot;.</source>
        <translation>可能已%1：文本中记载的其后续程序为“%2”。</translation>
    </message>
    <message>
        <source>Possibly %1 by %2 (%3, %4).</source>
        <translation>可能已被 %2（%3，%4）%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n more negative signal(s).</source>
        <translation>
            <numerusform>另有 %n 条负面信号。</numerusform>
        </translation>
    </message>
    <message>
        <source>Based on %1.</source>
        <translation>依据%1。</translation>
    </message>
    <message>
        <source>Later treatment not checked: %1</source>
        <translation>未检查后续处理：%1</translation>
    </message>
    <message>
        <source>No negative treatment found: CourtListener lists no later opinion citing it.</source>
        <translation>未发现负面处理：CourtListener 未列出任何引用它的后续意见。</translation>
    </message>
    <message>
        <source>No negative treatment found in %1.</source>
        <translation>在%1中未发现负面处理。</translation>
    </message>
    <message>
        <source>no CourtListener API token is set.</source>
        <translation>未设置 CourtListener API 令牌。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit was reached; retry after %1 UTC.</source>
        <translation>已达到 CourtListener 的速率限制；请在 UTC %1 之后重试。</translation>
    </message>
    <message>
        <source>the check was cancelled.</source>
        <translation>检查已取消。</translation>
    </message>
    <message>
        <source>the CourtListener search failed (%1).</source>
        <translation>CourtListener 搜索失败（%1）。</translation>
    </message>
    <message>
        <source>The check was cancelled before the rest were read.</source>
        <translation>在读取其余意见之前检查已取消。</translation>
    </message>
    <message>
        <source>The rest were not read: %1</source>
        <translation>其余意见未读取：%1</translation>
    </message>
    <message numerus="yes">
        <source>Later treatment was not fully checked for %n case(s) (%1): %2</source>
        <translation>
            <numerusform>%n 个案例的后续处理未完全检查（%1）：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CitingOpinionsClient</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit: no request before %1 UTC.</source>
        <translation>CourtListener 速率限制：UTC %1 之前不能发送请求。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s search returned no list of results.</source>
        <translation>CourtListener 搜索未返回结果列表。</translation>
    </message>
    <message>
        <source>%1 is not a CourtListener case page.</source>
        <translation>%1 不是 CourtListener 的案例页面。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s case record lists no opinions.</source>
        <translation>CourtListener 的案例记录中没有列出任何判决意见。</translation>
    </message>
    <message>
        <source>CourtListener has no text for opinion %1.</source>
        <translation>CourtListener 没有意见 %1 的文本。</translation>
    </message>
</context>
<context>
    <name>ClaimSupportAgent</name>
    <message>
        <source>The model gave no valid judgment for this claim.</source>
        <translation>模型未对该陈述给出有效判断。</translation>
    </message>
</context>
<context>
    <name>CliSupport</name>
    <message>
        <source>cannot open the session database %1: %2. Set LMARS_DATA_DIR or --data-dir to a writable folder.</source>
        <translation>无法打开会话数据库 %1：%2。请将 LMARS_DATA_DIR 或 --data-dir 设置为可写入的文件夹。</translation>
    </message>
    <message>
        <source>note: the firm server cannot be reached (%1). Sessions are kept on this computer and sent when it is back.</source>
        <translation>注意：无法连接律所服务器（%1）。会话保存在本机，待服务器恢复后再上传。</translation>
    </message>
    <message>
        <source>--as-of needs a date (YYYY-MM-DD).</source>
        <translation>--as-of 需要一个日期（YYYY-MM-DD）。</translation>
    </message>
    <message>
        <source>%1 For example: --as-of 2019-06-30.</source>
        <translation>%1 例如：--as-of 2019-06-30。</translation>
    </message>
</context>
<context>
    <name>CourtHierarchy</name>
    <message>
        <source>a %1 state trial court</source>
        <translation>%1的州初审法院</translation>
    </message>
</context>
<context>
    <name>CourtListenerSource</name>
    <message>
        <source>CourtListener answered with something that is not a search result.</source>
        <translation>CourtListener 返回的内容不是搜索结果。</translation>
    </message>
    <message>
        <source>The case-law search query is empty.</source>
        <translation>判例法搜索查询为空。</translation>
    </message>
    <message>
        <source>The CourtListener URL &quot;%1&quot; is not valid; check LMARS_COURTLISTENER_URL.</source>
        <translation>CourtListener URL“%1”无效；请检查 LMARS_COURTLISTENER_URL。</translation>
    </message>
    <message>
        <source>CourtListener refused the anonymous request; set COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener 拒绝了匿名请求；请设置 COURTLISTENER_API_TOKEN。</translation>
    </message>
    <message>
        <source>CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener 拒绝了 API 令牌；请检查 COURTLISTENER_API_TOKEN。</translation>
    </message>
    <message>
        <source>Case-law search (CourtListener) failed: %1</source>
        <translation>判例法搜索（CourtListener）失败：%1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>The session database failed (%1): %2</source>
        <translation>会话数据库出错（%1）：%2</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>The session database failed: %1</source>
        <translation>会话数据库出错：%1</translation>
    </message>
    <message>
        <source>preparing a statement</source>
        <translation>准备语句</translation>
    </message>
    <message>
        <source>An empty SQL statement was prepared.</source>
        <translation>准备了一条空的 SQL 语句。</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of the application (schema %2, this version knows %3).</source>
        <translation>数据库 %1 由更新版本的应用写入（架构 %2，此版本支持 %3）。</translation>
    </message>
</context>
<context>
    <name>DenseBuilder</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>DocumentCheck</name>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 不是可读取的文件。</translation>
    </message>
    <message>
        <source>%1: unsupported file type (supported: %2).</source>
        <translation>%1：不支持的文件类型（支持：%2）。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Not checked: the check was stopped.</source>
        <translation>未核查：检查已停止。</translation>
    </message>
    <message>
        <source>page %1, line %2</source>
        <translation>第 %1 页，第 %2 行</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>引用检查：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s), </source>
        <translation>
            <numerusform>%n 条引用， </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged.</source>
        <translation>
            <numerusform>%n 条被标记。</numerusform>
        </translation>
    </message>
    <message>
        <source>The check was stopped before it finished; what is unchecked was not looked at.</source>
        <translation>检查在完成前已停止；标为未核查的内容未被查看。</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The file does not exist or is not a regular file.</source>
        <translation>该文件不存在或不是常规文件。</translation>
    </message>
    <message>
        <source>Files of type .%1 are not supported.</source>
        <translation>不支持 .%1 类型的文件。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>该文件为空。</translation>
    </message>
    <message>
        <source>The file is too large (%1 MB; the limit is %2 MB).</source>
        <translation>文件过大（%1 MB；上限为 %2 MB）。</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>无法读取该文件：%1</translation>
    </message>
    <message>
        <source>The file is not a PDF (its content is of another type).</source>
        <translation>该文件不是 PDF（其内容为其他类型）。</translation>
    </message>
    <message>
        <source>The document is encrypted or in the old binary Word format.</source>
        <translation>该文档已加密，或为旧版二进制 Word 格式。</translation>
    </message>
    <message>
        <source>The file is not a .docx document (its content is of another type).</source>
        <translation>该文件不是 .docx 文档（其内容为其他类型）。</translation>
    </message>
    <message>
        <source>The file contains no extractable text.</source>
        <translation>该文件不包含可提取的文本。</translation>
    </message>
</context>
<context>
    <name>DocxPackage</name>
    <message>
        <source>The Word document could not be assembled: %1</source>
        <translation>无法生成 Word 文档：%1</translation>
    </message>
</context>
<context>
    <name>DocxParser</name>
    <message>
        <source>The document is not a valid .docx file (corrupt, encrypted or another format).</source>
        <translation>该文档不是有效的 .docx 文件（已损坏、已加密或为其他格式）。</translation>
    </message>
    <message>
        <source>The .docx file has no readable word/document.xml.</source>
        <translation>该 .docx 文件没有可读取的 word/document.xml。</translation>
    </message>
</context>
<context>
    <name>DomainNames</name>
    <message>
        <source>Simple</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Multi-turn</source>
        <translation>多轮</translation>
    </message>
    <message>
        <source>Evidence-only</source>
        <translation>仅证据</translation>
    </message>
    <message>
        <source>running</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>waiting for answers</source>
        <translation>等待回答</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>Clarifying questions</source>
        <translation>澄清问题</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Reading pages</source>
        <translation>阅读网页</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>判例法</translation>
    </message>
    <message>
        <source>Official sources</source>
        <translation>官方来源</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>我的文档</translation>
    </message>
    <message>
        <source>Web search</source>
        <translation>网页搜索</translation>
    </message>
    <message>
        <source>Case law search</source>
        <translation>判例法搜索</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>文档搜索</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>一手</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>官方</translation>
    </message>
    <message>
        <source>Reputable</source>
        <translation>可信</translation>
    </message>
    <message>
        <source>User-generated</source>
        <translation>用户生成</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <source>Federal Register search</source>
        <translation>联邦公报检索</translation>
    </message>
    <message>
        <source>Regulations search (eCFR)</source>
        <translation>法规检索（eCFR）</translation>
    </message>
    <message>
        <source>Legal reasoning</source>
        <translation>法律推理</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>IRAC</source>
        <translation>IRAC</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>事实</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>适用</translation>
    </message>
    <message>
        <source>Common sense</source>
        <translation>常识</translation>
    </message>
    <message>
        <source>U.S. Code section</source>
        <translation>《美国法典》条文</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
</context>
<context>
    <name>EcfrSource</name>
    <message>
        <source>eCFR is updating this title and asked to try again later (HTTP 503): %1</source>
        <translation>eCFR 正在更新此编，并要求稍后重试（HTTP 503）：%1</translation>
    </message>
    <message>
        <source>eCFR request failed: %1</source>
        <translation>eCFR 请求失败：%1</translation>
    </message>
    <message>
        <source>eCFR answered titles.json with something that is not a title list.</source>
        <translation>eCFR 对 titles.json 返回的内容不是编目列表。</translation>
    </message>
    <message>
        <source>eCFR answered with something that is not a search result.</source>
        <translation>eCFR 返回的内容不是检索结果。</translation>
    </message>
    <message>
        <source>The eCFR search query is empty.</source>
        <translation>eCFR 检索词为空。</translation>
    </message>
    <message>
        <source>The eCFR URL &quot;%1&quot; is not valid; check LMARS_ECFR_URL.</source>
        <translation>eCFR 网址“%1”无效；请检查 LMARS_ECFR_URL。</translation>
    </message>
    <message>
        <source>The eCFR search was cancelled.</source>
        <translation>eCFR 检索已取消。</translation>
    </message>
    <message>
        <source>eCFR has no text for %1 CFR %2: %3</source>
        <translation>eCFR 没有 %1 CFR %2 的文本：%3</translation>
    </message>
</context>
<context>
    <name>EmbeddedIndex</name>
    <message>
        <source>The library index is not open for writing.</source>
        <translation>文档库索引未以写入方式打开。</translation>
    </message>
    <message>
        <source>The library index cannot hold chunk number %1.</source>
        <translation>文档库索引无法容纳编号为 %1 的片段。</translation>
    </message>
    <message>
        <source>The library index is being written.</source>
        <translation>文档库索引正在写入。</translation>
    </message>
</context>
<context>
    <name>EmbeddedLibrary</name>
    <message>
        <source>Searched by words only: the library&apos;s vectors could not be read (%1).</source>
        <translation>仅按词语搜索：无法读取文档库的向量（%1）。</translation>
    </message>
    <message>
        <source>Searched by words only: the library has no vectors yet.</source>
        <translation>仅按词语搜索：文档库尚无向量。</translation>
    </message>
</context>
<context>
    <name>EmbeddingCache</name>
    <message>
        <source>Cannot create the embedding cache&apos;s folder %1.</source>
        <translation>无法创建嵌入缓存的文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>EmbeddingClient</name>
    <message>
        <source>Azure OpenAI embeddings at %1</source>
        <translation>%1 上的 Azure OpenAI 嵌入服务</translation>
    </message>
    <message>
        <source>Ollama embeddings at %1</source>
        <translation>%1 上的 Ollama 嵌入服务</translation>
    </message>
    <message>
        <source>LM Studio embeddings at %1</source>
        <translation>%1 上的 LM Studio 嵌入服务</translation>
    </message>
    <message>
        <source>OpenAI-compatible embeddings at %1</source>
        <translation>%1 上的 OpenAI 兼容嵌入服务</translation>
    </message>
    <message>
        <source>The embedding provider %1 needs a base URL (the resource&apos;s endpoint).</source>
        <translation>嵌入提供方 %1 需要基础 URL（资源的端点）。</translation>
    </message>
    <message>
        <source>No embedding model is configured.</source>
        <translation>未配置嵌入模型。</translation>
    </message>
    <message>
        <source>Pull it with &quot;ollama pull %1&quot;.</source>
        <translation>请用“ollama pull %1”下载它。</translation>
    </message>
    <message>
        <source>The %1 sent vectors that do not fit the request: %2.</source>
        <translation>%1 返回的向量与请求不符：%2。</translation>
    </message>
    <message>
        <source>no &quot;embeddings&quot; list</source>
        <translation>没有“embeddings”列表</translation>
    </message>
    <message>
        <source>%1 vectors for %2 texts</source>
        <translation>%2 个文本得到 %1 个向量</translation>
    </message>
    <message>
        <source>vector %1 is not a list of numbers</source>
        <translation>向量 %1 不是数字列表</translation>
    </message>
    <message>
        <source>no &quot;data&quot; list</source>
        <translation>没有“data”列表</translation>
    </message>
    <message>
        <source>an index that is missing, repeated or out of range</source>
        <translation>索引缺失、重复或超出范围</translation>
    </message>
    <message>
        <source>a vector of dimension %1 where %2 was expected</source>
        <translation>应为 %2 维的向量却是 %1 维</translation>
    </message>
    <message>
        <source>a vector of zeros</source>
        <translation>全零向量</translation>
    </message>
</context>
<context>
    <name>EvalCommands</name>
    <message>
        <source>unknown eval command &quot;%1&quot;.
</source>
        <translation>未知的评估命令“%1”。
</translation>
    </message>
    <message>
        <source>Index a BEIR-like set (corpus.jsonl, queries.jsonl, qrels.jsonl) into a temporary library and print Hit@1, Recall@5, Recall@10, MRR@10 and nDCG@10.</source>
        <translation>将类 BEIR 数据集（corpus.jsonl、queries.jsonl、qrels.jsonl）索引到临时文档库，并输出 Hit@1、Recall@5、Recall@10、MRR@10 和 nDCG@10。</translation>
    </message>
    <message>
        <source>Folder of the set.</source>
        <translation>数据集所在文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Documents retrieved per query (at least 10).</source>
        <translation>每个查询检索的文档数（至少 10）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>Index tokenizer: unicode61 (default, CJK bigrams), porter, trigram.</source>
        <translation>索引分词器：unicode61（默认，CJK 二元组）、porter、trigram。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Ignore the queries&apos; asOf dates.</source>
        <translation>忽略查询的 asOf 日期。</translation>
    </message>
    <message>
        <source>--set DIR is required.</source>
        <translation>必须指定 --set DIR。</translation>
    </message>
    <message>
        <source>--k must be a positive number.</source>
        <translation>--k 必须是正数。</translation>
    </message>
    <message>
        <source>unknown tokenizer &quot;%1&quot;.</source>
        <translation>未知的分词器“%1”。</translation>
    </message>
    <message>
        <source>set %1 (%2 documents, %3 queries; tokenizer %4, as-of filter %5)
Hit@1      %6
Recall@5   %7
Recall@10  %8
MRR@10     %9
nDCG@10    %10
indexing %11 s, mean query %12 ms
</source>
        <translation>数据集 %1（%2 个文档，%3 个查询；分词器 %4，截至日期过滤 %5）
Hit@1      %6
Recall@5   %7
Recall@10  %8
MRR@10     %9
nDCG@10    %10
索引 %11 秒，平均查询 %12 毫秒
</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Usage: lmars-cli eval mcq --dataset FILE --condition closed-book|simple|multi|evidence [--limit N]
                          [--out results.jsonl] [--resume] [--concurrency K] [--judge [--judge-model M]]
                          [--record DIR | --replay DIR]
       lmars-cli eval report results.jsonl [more.jsonl ...] [--markdown] [--json] [--dataset FILE]
       lmars-cli eval retrieval --set DIR [--k 10] [--json]
</source>
        <translation>用法：lmars-cli eval mcq --dataset FILE --condition closed-book|simple|multi|evidence [--limit N]
                         [--out results.jsonl] [--resume] [--concurrency K] [--judge [--judge-model M]]
                         [--record DIR | --replay DIR]
      lmars-cli eval report results.jsonl [more.jsonl ...] [--markdown] [--json] [--dataset FILE]
      lmars-cli eval retrieval --set DIR [--k 10] [--json]
</translation>
    </message>
    <message>
        <source>lmars-cli eval mcq --dataset FILE --condition library [--roles F,LR,AR,CS] [-k N] [--corpus FILE]</source>
        <translation>lmars-cli eval mcq --dataset FILE --condition library [--roles F,LR,AR,CS] [-k N] [--corpus FILE]</translation>
    </message>
    <message>
        <source>lmars-cli eval tasks --dataset FILE --condition closed-book|simple|multi|evidence [--types LIST] [--limit N] [--out results.jsonl] [--concurrency K] [--judge-model M]</source>
        <translation>lmars-cli eval tasks --dataset FILE --condition closed-book|simple|multi|evidence [--types LIST] [--limit N] [--out results.jsonl] [--concurrency K] [--judge-model M]</translation>
    </message>
    <message>
        <source>lmars-cli eval statute-library --articles FILE --out DIR</source>
        <translation>lmars-cli eval statute-library --articles FILE --out DIR</translation>
    </message>
    <message>
        <source>embedded (a temporary local library) or server (the firm server, LMARS_SERVER_URL or --server).</source>
        <translation>embedded（临时本地文档库）或 server（律所服务器，LMARS_SERVER_URL 或 --server）。</translation>
    </message>
    <message>
        <source>The firm server&apos;s connection string or URI.</source>
        <translation>律所服务器的连接字符串或 URI。</translation>
    </message>
    <message>
        <source>conninfo</source>
        <translation>conninfo</translation>
    </message>
    <message>
        <source>--backend server needs LMARS_SERVER_URL or --server.</source>
        <translation>--backend server 需要 LMARS_SERVER_URL 或 --server。</translation>
    </message>
    <message>
        <source>--backend is embedded or server, not &quot;%1&quot;.</source>
        <translation>--backend 只能是 embedded 或 server，而不是“%1”。</translation>
    </message>
    <message>
        <source>Also rank with each channel alone and fused: the exact tier, BM25, a local dense channel learned from the set&apos;s library, and their weighted reciprocal rank fusion.</source>
        <translation>同时分别用每个通道及其融合进行排序：精确层、BM25、从该数据集的文库学得的本地稠密通道，以及它们的加权倒数排名融合。</translation>
    </message>
    <message>
        <source>The local dense channel&apos;s method: lsa (default) or random-projection.</source>
        <translation>本地稠密通道的方法：lsa（默认）或 random-projection。</translation>
    </message>
    <message>
        <source>The local dense channel&apos;s vector size (default 256).</source>
        <translation>本地稠密通道的向量维数（默认 256）。</translation>
    </message>
    <message>
        <source>The fusion&apos;s weights of the exact tier, dense and BM25 (default 3,2,1).</source>
        <translation>融合中精确层、稠密通道和 BM25 的权重（默认 3,2,1）。</translation>
    </message>
    <message>
        <source>e,d,b</source>
        <translation>e,d,b</translation>
    </message>
    <message>
        <source>The fusion&apos;s K (default 60).</source>
        <translation>融合的 K 值（默认 60）。</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Passages citing more of the query&apos;s references rank first; the fused score orders each tier.</source>
        <translation>引用查询中更多条文的段落排在前面；融合得分决定每一层内的顺序。</translation>
    </message>
    <message>
        <source>The local dense channel also counts CJK characters, not only bigrams.</source>
        <translation>本地稠密通道也计入单个中日韩字符，而不仅是双字组。</translation>
    </message>
    <message>
        <source>--dense-method is lsa or random-projection, not &quot;%1&quot;.</source>
        <translation>--dense-method 应为 lsa 或 random-projection，而不是“%1”。</translation>
    </message>
    <message>
        <source>--dense-dimension must be a number from 1 to 4096.</source>
        <translation>--dense-dimension 必须是 1 到 4096 之间的数字。</translation>
    </message>
    <message>
        <source>--fusion-weights takes three numbers of 0 or more (&quot;3,2,1&quot;) and --fusion-k a positive number.</source>
        <translation>--fusion-weights 需要三个不小于 0 的数（“3,2,1”），--fusion-k 需要一个正数。</translation>
    </message>
    <message>
        <source>--channels needs the embedded backend.</source>
        <translation>--channels 需要内嵌后端。</translation>
    </message>
    <message>
        <source>dense channel %1 (built in %2 s); fusion weights exact %3, dense %4, BM25 %5, K %6
</source>
        <translation>稠密通道 %1（构建用时 %2 秒）；融合权重：精确 %3，稠密 %4，BM25 %5，K %6
</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>With --channels: also the dense channel of this embedding provider&apos;s vectors (openai, azure, ollama, lmstudio, vllm, llamacpp; none: not even the configured one). Default: LMARS_EMBEDDING_PROVIDER.</source>
        <translation>与 --channels 一起使用：同时评估此嵌入提供方向量的稠密通道（openai、azure、ollama、lmstudio、vllm、llamacpp；none：连已配置的也不用）。默认：LMARS_EMBEDDING_PROVIDER。</translation>
    </message>
    <message>
        <source>The embedding server&apos;s base URL (default: LMARS_EMBEDDING_BASE_URL).</source>
        <translation>嵌入服务器的基础 URL（默认：LMARS_EMBEDDING_BASE_URL）。</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>The embedding model (default: LMARS_EMBEDDING_MODEL).</source>
        <translation>嵌入模型（默认：LMARS_EMBEDDING_MODEL）。</translation>
    </message>
    <message>
        <source>The vector size asked of the embedding model (default: LMARS_EMBEDDING_DIMENSION, else the model&apos;s own).</source>
        <translation>向嵌入模型请求的向量维度（默认：LMARS_EMBEDDING_DIMENSION，否则为模型自身的维度）。</translation>
    </message>
    <message>
        <source>Scale the dense weight by the share of the query&apos;s words that the best BM25 passage lacks.</source>
        <translation>按最佳 BM25 段落所缺的查询词比例缩放稠密通道的权重。</translation>
    </message>
    <message>
        <source>Rank a query citing a reference without fusion (the exact tier, then BM25).</source>
        <translation>引用了条文的查询不做融合排序（先精确层，后 BM25）。</translation>
    </message>
    <message>
        <source>Also index the documents of this folder, as distractors.</source>
        <translation>同时为此文件夹中的文档建立索引，作为干扰文档。</translation>
    </message>
    <message>
        <source>--distractors needs a folder, not &quot;%1&quot;.</source>
        <translation>--distractors 需要一个文件夹，而不是“%1”。</translation>
    </message>
    <message>
        <source>unknown embedding provider &quot;%1&quot;. Known providers: %2.</source>
        <translation>未知的嵌入提供方“%1”。已知的提供方：%2。</translation>
    </message>
    <message>
        <source>--embedding-dimension must be a number from 1 to 16384.</source>
        <translation>--embedding-dimension 必须是 1 到 16384 之间的数字。</translation>
    </message>
    <message>
        <source>The embedding provider %1 needs a model: set LMARS_EMBEDDING_MODEL or --embedding-model.</source>
        <translation>嵌入提供方 %1 需要模型：请设置 LMARS_EMBEDDING_MODEL 或 --embedding-model。</translation>
    </message>
    <message>
        <source>with %1 distractor documents from %2
</source>
        <translation>含来自 %2 的 %1 个干扰文档
</translation>
    </message>
    <message>
        <source>provider channel %1, dimension %2 (%3 chunks; embedded or read from the cache in %4 s)
</source>
        <translation>提供方通道 %1，维度 %2（%3 个片段；嵌入或从缓存读取用时 %4 秒）
</translation>
    </message>
</context>
<context>
    <name>EvalReport</name>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>题数</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>答对数</translation>
    </message>
    <message>
        <source>accuracy [95% Wilson]</source>
        <translation>准确率 [95% Wilson]</translation>
    </message>
    <message>
        <source>parse errors (wrong)</source>
        <translation>解析错误（判错）</translation>
    </message>
    <message>
        <source>failed (wrong)</source>
        <translation>失败（判错）</translation>
    </message>
    <message>
        <source>U-Score paper (lower better)</source>
        <translation>U-Score 论文权重（越低越好）</translation>
    </message>
    <message>
        <source>U-Score ref. code</source>
        <translation>U-Score 参考代码权重</translation>
    </message>
    <message>
        <source>judge low/moderate/high</source>
        <translation>评审 低/中/高</translation>
    </message>
    <message>
        <source>judge majority</source>
        <translation>评审多数结果</translation>
    </message>
    <message>
        <source>latency mean s</source>
        <translation>平均延迟（秒）</translation>
    </message>
    <message>
        <source>latency p50 s</source>
        <translation>延迟 p50（秒）</translation>
    </message>
    <message>
        <source>latency p90 s</source>
        <translation>延迟 p90（秒）</translation>
    </message>
    <message>
        <source>tokens / question</source>
        <translation>token 数/题</translation>
    </message>
    <message>
        <source>calls / question</source>
        <translation>调用次数/题</translation>
    </message>
    <message>
        <source>Accuracy by domain</source>
        <translation>按领域统计的准确率</translation>
    </message>
    <message>
        <source>domain</source>
        <translation>领域</translation>
    </message>
    <message>
        <source>Accuracy by category</source>
        <translation>按类别统计的准确率</translation>
    </message>
    <message>
        <source>category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Majority-class baseline (always answering &quot;%1&quot;, the most common gold letter of the %2): %3/%4 = %5. A condition must beat this to show skill.</source>
        <translation>多数类基线（始终回答“%1”，即%2中最常见的正确选项字母）：%3/%4 = %5。某一条件必须超过此基线才能体现能力。</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>questions in these results</source>
        <translation>这些结果的题目</translation>
    </message>
    <message>
        <source>Parse errors and failed questions count as wrong. U-Score: 0 certain … 1 uncertain, lower is better. Latency: answered questions only.</source>
        <translation>解析错误和失败的题目均计为答错。U-Score：0 确定 … 1 不确定，越低越好。延迟：仅统计已作答的题目。</translation>
    </message>
    <message>
        <source>refused: insufficient context (wrong)</source>
        <translation>拒答：上下文不足（计为错误）</translation>
    </message>
    <message>
        <source>Random-choice baseline (one choice uniformly at random, over the %1 questions of the %2): %3.</source>
        <translation>随机选择基线（在%2的 %1 道题上均匀随机选择一个选项）：%3。</translation>
    </message>
    <message>
        <source>tokens in (cached)</source>
        <translation>输入 token（缓存）</translation>
    </message>
    <message>
        <source>tokens out (reasoning)</source>
        <translation>输出 token（推理）</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>费用</translation>
    </message>
</context>
<context>
    <name>EvidenceArchive</name>
    <message>
        <source>Cannot create the evidence folder %1.</source>
        <translation>无法创建证据文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 holds no recorded evidence (no %2): record it first with --record.</source>
        <translation>%1 中没有录制的证据（缺少 %2）：请先使用 --record 录制。</translation>
    </message>
    <message>
        <source>%1 is damaged: it is not a JSON array.</source>
        <translation>%1 已损坏：不是 JSON 数组。</translation>
    </message>
    <message>
        <source>Replay has no recorded response for %1 (key %2) in %3.</source>
        <translation>回放在 %3 中没有 %1 的录制响应（键 %2）。</translation>
    </message>
    <message>
        <source>The recorded response %1 is damaged.</source>
        <translation>录制的响应 %1 已损坏。</translation>
    </message>
    <message>
        <source>the %1 search &quot;%2&quot;</source>
        <translation>%1 搜索“%2”</translation>
    </message>
    <message>
        <source>the page %1</source>
        <translation>页面 %1</translation>
    </message>
    <message>
        <source>The recorded evidence in %1 has none of the sources asked for.</source>
        <translation>%1 中录制的证据不包含所请求的任何来源。</translation>
    </message>
</context>
<context>
    <name>EvidenceOptions</name>
    <message>
        <source>Store every search and page response under this folder (keyed by a hash of the request, never a key), so the run can be replayed.</source>
        <translation>将每个搜索和页面响应保存到此文件夹（以请求的哈希值为键，绝不包含密钥），以便回放该次运行。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Serve every search and page from a folder made with --record, offline; a request that was not recorded fails the run.</source>
        <translation>离线从用 --record 创建的文件夹提供所有搜索和页面；未录制的请求会导致运行失败。</translation>
    </message>
    <message>
        <source>--record and --replay cannot be used together.</source>
        <translation>--record 和 --replay 不能同时使用。</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 以及另外 %1 个</translation>
    </message>
    <message>
        <source>The replay lacks %1 recorded response(s), so the evidence is not the recorded one: %2</source>
        <translation>回放缺少 %1 条录制的响应，因此证据与录制时不同：%2</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Export a stored research session: the full record (pdf, html, md), the trajectory (json), a Word document (docx), or its sources for citation managers (csl-json, ris).</source>
        <translation>导出已保存的研究会话：完整记录（pdf、html、md）、轨迹（json）、Word 文档（docx），或供引文管理器使用的来源（csl-json、ris）。</translation>
    </message>
    <message>
        <source>docx, pdf, html, md, json, csl-json or ris (default: from --out&apos;s ending).</source>
        <translation>docx、pdf、html、md、json、csl-json 或 ris（默认：取自 --out 的扩展名）。</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>The file to write (default: the session&apos;s title and day in the current folder).</source>
        <translation>要写入的文件（默认：当前文件夹中以会话标题和日期命名）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Word: each citation as a footnote instead of an [n] marker.</source>
        <translation>Word：每条引用作为脚注，而不是 [n] 标记。</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>会话数据库所在的文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Session id or a unique prefix of it.</source>
        <translation>会话 ID 或其唯一前缀。</translation>
    </message>
    <message>
        <source>usage: lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE]</source>
        <translation>用法：lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE]</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use docx, pdf, html, md, json, csl-json or ris.</source>
        <translation>未知格式“%1”；请使用 docx、pdf、html、md、json、csl-json 或 ris。</translation>
    </message>
    <message>
        <source>say which format with --format.</source>
        <translation>请用 --format 指定格式。</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>没有会话 %1。</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
</context>
<context>
    <name>FederalRegisterSource</name>
    <message>
        <source>The Federal Register answered with something that is not a document list.</source>
        <translation>联邦公报返回的内容不是文档列表。</translation>
    </message>
    <message>
        <source>The Federal Register search query is empty.</source>
        <translation>联邦公报检索词为空。</translation>
    </message>
    <message>
        <source>The Federal Register URL &quot;%1&quot; is not valid; check LMARS_FEDERAL_REGISTER_URL.</source>
        <translation>联邦公报网址“%1”无效；请检查 LMARS_FEDERAL_REGISTER_URL。</translation>
    </message>
    <message>
        <source>Federal Register search failed: %1</source>
        <translation>联邦公报检索失败：%1</translation>
    </message>
</context>
<context>
    <name>FollowUpPrompter</name>
    <message>
        <source>cannot read the answers file %1: %2</source>
        <translation>无法读取答案文件 %1：%2</translation>
    </message>
    <message>
        <source>the answers file %1 must hold a JSON array of answers in question order, or an object mapping each question to its answer.</source>
        <translation>答案文件 %1 必须包含按问题顺序排列的 JSON 答案数组，或将每个问题映射到其答案的对象。</translation>
    </message>
    <message>
        <source>note: %1 clarifying question(s) left unanswered (stdin is not a terminal; use --answers-file or --no-followups).</source>
        <translation>注意：%1 个澄清问题未回答（stdin 不是终端；请使用 --answers-file 或 --no-followups）。</translation>
    </message>
    <message>
        <source>A few questions first (press Enter to skip one):</source>
        <translation>先回答几个问题（按 Enter 跳过）：</translation>
    </message>
</context>
<context>
    <name>HistoryCommands</name>
    <message>
        <source>Folder of the session database.</source>
        <translation>会话数据库所在文件夹。</translation>
    </message>
    <message>
        <source>Full-text search over questions and answers.</source>
        <translation>在问题和回答中进行全文搜索。</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>At most this many sessions.</source>
        <translation>最多显示的会话数。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit 必须是正数。</translation>
    </message>
    <message>
        <source>No session matches &quot;%1&quot;.
</source>
        <translation>没有与“%1”匹配的会话。
</translation>
    </message>
    <message>
        <source>No sessions yet. Ask a question with: lmars-cli ask &quot;...&quot;
</source>
        <translation>尚无会话。请用以下命令提问：lmars-cli ask &quot;...&quot;
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Show one research session.</source>
        <translation>显示一个研究会话。</translation>
    </message>
    <message>
        <source>Print the trajectory document (JSON).</source>
        <translation>输出轨迹文档（JSON）。</translation>
    </message>
    <message>
        <source>Session id or a unique prefix of it.</source>
        <translation>会话 ID 或其唯一前缀。</translation>
    </message>
    <message>
        <source>usage: lmars-cli show ID [--json]</source>
        <translation>用法：lmars-cli show ID [--json]</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>会话 %1 不存在。</translation>
    </message>
    <message>
        <source>Delete a research session.</source>
        <translation>删除一个研究会话。</translation>
    </message>
    <message>
        <source>usage: lmars-cli delete ID</source>
        <translation>用法：lmars-cli delete ID</translation>
    </message>
    <message>
        <source>Deleted session %1.
</source>
        <translation>已删除会话 %1。
</translation>
    </message>
    <message>
        <source>With --json: include the model&apos;s reasoning of every call.</source>
        <translation>与 --json 一起使用：包含每次调用中模型的推理。</translation>
    </message>
    <message>
        <source>Only the sessions of this matter (&quot;&quot; for those in no matter).</source>
        <translation>仅显示此案件的会话（&quot;&quot; 表示不属于任何案件的会话）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>No sessions in this matter.
</source>
        <translation>此案件中没有会话。
</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message numerus="yes">
        <source>* waiting on this computer to be sent to the firm server (%n session(s))
</source>
        <translation>
            <numerusform>* 在本机等待上传到律所服务器（%n 个会话）
</numerusform>
        </translation>
    </message>
    <message>
        <source>List past research sessions, newest first (&apos;lmars-cli history rename ID TITLE&apos; gives one a title).</source>
        <translation>列出以往的研究会话，最新的在前（&apos;lmars-cli history rename ID 标题&apos; 可为会话命名）。</translation>
    </message>
    <message>
        <source>Give a research session a title in the history (an empty title shows the question again).</source>
        <translation>在历史记录中为研究会话设置标题（标题为空时重新显示问题）。</translation>
    </message>
    <message>
        <source>The new title.</source>
        <translation>新标题。</translation>
    </message>
    <message>
        <source>usage: lmars-cli history rename ID TITLE</source>
        <translation>用法：lmars-cli history rename ID 标题</translation>
    </message>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>没有 ID 为&quot;%1&quot;的会话。</translation>
    </message>
    <message>
        <source>Session %1 shows its question again.
</source>
        <translation>会话 %1 重新显示其问题。
</translation>
    </message>
    <message>
        <source>Renamed session %1 to &quot;%2&quot;.
</source>
        <translation>已将会话 %1 重命名为&quot;%2&quot;。
</translation>
    </message>
</context>
<context>
    <name>HtmlRenderer</name>
    <message>
        <source>This number refers to no source of the answer; do not rely on it.</source>
        <translation>此编号未对应回答中的任何来源；请勿依赖。</translation>
    </message>
    <message>
        <source>unverified citation %1</source>
        <translation>未经核实的引用 %1</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>U-Score %1 — %2 uncertainty (lower is better).</source>
        <translation>U-Score %1 — 不确定性%2（越低越好）。</translation>
    </message>
    <message>
        <source>hedging language</source>
        <translation>含糊措辞</translation>
    </message>
    <message>
        <source>vague dates</source>
        <translation>日期模糊</translation>
    </message>
    <message>
        <source>weak or missing citations</source>
        <translation>引用薄弱或缺失</translation>
    </message>
    <message>
        <source>an unclear jurisdiction</source>
        <translation>司法管辖区不明确</translation>
    </message>
    <message>
        <source>no clear conclusion</source>
        <translation>没有明确结论</translation>
    </message>
    <message>
        <source>No factor stands out: the answer is specific, dated, cited and decisive.</source>
        <translation>没有突出的因素：回答具体、注明日期、有引用且结论明确。</translation>
    </message>
    <message>
        <source>Driven mostly by %1 (%2) and %3 (%4).</source>
        <translation>主要源于%1（%2）和%3（%4）。</translation>
    </message>
    <message>
        <source>Driven mostly by %1 (%2).</source>
        <translation>主要源于%1（%2）。</translation>
    </message>
    <message>
        <source>No answer yet.</source>
        <translation>尚无回答。</translation>
    </message>
    <message>
        <source>Key points</source>
        <translation>要点</translation>
    </message>
    <message>
        <source>The answer cites source number(s) %1, which do not exist. Those statements are marked &quot;unverified citation&quot; and must not be relied on.</source>
        <translation>回答引用了不存在的来源编号 %1。这些陈述已标记为“未经核实的引用”，不可依赖。</translation>
    </message>
    <message>
        <source>%1 uncertainty</source>
        <translation>不确定性%1</translation>
    </message>
    <message>
        <source>(lower is better)</source>
        <translation>（越低越好）</translation>
    </message>
    <message>
        <source>Disclaimers</source>
        <translation>免责声明</translation>
    </message>
    <message numerus="yes">
        <source>The citation check flagged %n item(s) above. The U-Score says how uncertain the wording reads, not whether the citations are right.</source>
        <translation>
            <numerusform>引证核查在上方标记了 %n 项。U-Score 只说明措辞的不确定程度，并不说明引证是否正确。</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer was written.</source>
        <translation>没有写出回答。</translation>
    </message>
    <message>
        <source>U-Score: how uncertain the wording reads</source>
        <translation>U-Score：措辞的不确定程度</translation>
    </message>
</context>
<context>
    <name>HttpClient</name>
    <message>
        <source>The server sent no data for %1 s.</source>
        <translation>服务器 %1 秒内未发送数据。</translation>
    </message>
    <message>
        <source>Could not connect to %1 within %2 s.</source>
        <translation>无法在 %2 秒内连接到 %1。</translation>
    </message>
    <message>
        <source>The request timed out after %1 s.</source>
        <translation>请求在 %1 秒后超时。</translation>
    </message>
    <message>
        <source>Could not connect to %1 (connection refused).</source>
        <translation>无法连接到 %1（连接被拒绝）。</translation>
    </message>
    <message>
        <source>Could not connect to %1 (%2).</source>
        <translation>无法连接到 %1（%2）。</translation>
    </message>
    <message>
        <source>Could not resolve the host name %1.</source>
        <translation>无法解析主机名 %1。</translation>
    </message>
    <message>
        <source>Could not resolve the proxy host (%1).</source>
        <translation>无法解析代理主机（%1）。</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (%2).</source>
        <translation>与 %1 的安全连接失败（%2）。</translation>
    </message>
    <message>
        <source>The server redirected more than %1 times.</source>
        <translation>服务器重定向超过 %1 次。</translation>
    </message>
    <message>
        <source>The URL %1 is not a valid http or https address.</source>
        <translation>URL %1 不是有效的 http 或 https 地址。</translation>
    </message>
    <message>
        <source>%1 closed the connection without answering.</source>
        <translation>%1 未响应即关闭了连接。</translation>
    </message>
    <message>
        <source>The stream was cut off before it finished.</source>
        <translation>数据流在结束前被中断。</translation>
    </message>
    <message>
        <source>The connection to %1 broke off (%2).</source>
        <translation>与 %1 的连接中断（%2）。</translation>
    </message>
    <message>
        <source>The request to %1 failed (%2).</source>
        <translation>对 %1 的请求失败（%2）。</translation>
    </message>
    <message>
        <source>The server rejected the request as invalid (%1).</source>
        <translation>服务器以无效为由拒绝了请求（%1）。</translation>
    </message>
    <message>
        <source>The server rejected the API key (401).</source>
        <translation>服务器拒绝了 API 密钥（401）。</translation>
    </message>
    <message>
        <source>The account has no credit or quota left (402).</source>
        <translation>账户已无余额或配额（402）。</translation>
    </message>
    <message>
        <source>The server refused access (403); check the API key and its permissions.</source>
        <translation>服务器拒绝访问（403）；请检查 API 密钥及其权限。</translation>
    </message>
    <message>
        <source>The server timed out waiting for the request; gave up after %1 attempts.</source>
        <translation>服务器等待请求超时；尝试 %1 次后放弃。</translation>
    </message>
    <message>
        <source>The server timed out waiting for the request (408).</source>
        <translation>服务器等待请求超时（408）。</translation>
    </message>
    <message>
        <source>The request is too large for the server (413).</source>
        <translation>请求对服务器而言过大（413）。</translation>
    </message>
    <message>
        <source>The account has exceeded its quota (429).</source>
        <translation>账户已超出配额（429）。</translation>
    </message>
    <message>
        <source>Rate limited by the server; gave up after %1 attempts.</source>
        <translation>服务器限制了请求频率；尝试 %1 次后放弃。</translation>
    </message>
    <message>
        <source>Rate limited by the server (429).</source>
        <translation>服务器限制了请求频率（429）。</translation>
    </message>
    <message>
        <source>The server failed with status %1; gave up after %2 attempts.</source>
        <translation>服务器出错，状态码 %1；尝试 %2 次后放弃。</translation>
    </message>
    <message>
        <source>The server failed with status %1.</source>
        <translation>服务器出错，状态码 %1。</translation>
    </message>
    <message>
        <source>The server answered with status %1.</source>
        <translation>服务器返回状态码 %1。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>The response was larger than the limit of %1 bytes.</source>
        <translation>响应超过了 %1 字节的上限。</translation>
    </message>
    <message>
        <source>Gave up after %1 attempts.</source>
        <translation>尝试 %1 次后放弃。</translation>
    </message>
    <message>
        <source>The server has no such resource (404); check the base URL (and, for a model server, the model name).</source>
        <translation>服务器上没有该资源（404）；请检查基础 URL（如果是模型服务器，还请检查模型名称）。</translation>
    </message>
    <message>
        <source>The CA certificates could not be loaded (%1); check the CA bundle file under Settings → Network (LMARS_CA_BUNDLE).</source>
        <translation>无法加载 CA 证书（%1）；请在“设置 → 网络”中检查 CA 证书文件（LMARS_CA_BUNDLE）。</translation>
    </message>
    <message>
        <source>The proxy asks for a user name and password or refused them (407 Proxy Authentication Required); check them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>代理要求提供用户名和密码，或拒绝了它们（407 Proxy Authentication Required）；请在“设置 → 网络”中检查（LMARS_PROXY_USER、LMARS_PROXY_PASSWORD）。</translation>
    </message>
    <message>
        <source>The certificate of %1 could not be verified (%2). If your network inspects secure connections or the server uses a private certificate authority, add that authority&apos;s certificate file under Settings → Network (LMARS_CA_BUNDLE).</source>
        <translation>无法验证 %1 的证书（%2）。如果您的网络会检查安全连接，或服务器使用私有证书颁发机构，请在“设置 → 网络”中添加该机构的证书文件（LMARS_CA_BUNDLE）。</translation>
    </message>
    <message>
        <source>The proxy refused the user name or password (407 Proxy Authentication Required); check them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>代理拒绝了用户名或密码（407 Proxy Authentication Required）；请在“设置 → 网络”中检查（LMARS_PROXY_USER、LMARS_PROXY_PASSWORD）。</translation>
    </message>
    <message>
        <source>The proxy asks for a user name and password (407 Proxy Authentication Required); set them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>代理要求提供用户名和密码（407 Proxy Authentication Required）；请在“设置 → 网络”中设置（LMARS_PROXY_USER、LMARS_PROXY_PASSWORD）。</translation>
    </message>
    <message>
        <source>The proxy refused to connect to %1 (status %2).</source>
        <translation>代理拒绝连接到 %1（状态 %2）。</translation>
    </message>
</context>
<context>
    <name>ImageParser</name>
    <message>
        <source>The image needs OCR to be read, and OCR is off (turn it on in the settings).</source>
        <translation>该图像需要 OCR 才能读取，而 OCR 已关闭（请在设置中开启）。</translation>
    </message>
    <message>
        <source>The image cannot be read.</source>
        <translation>无法读取该图像。</translation>
    </message>
    <message>
        <source>The file is not a PNG, JPEG or TIFF image (its content is of another type).</source>
        <translation>该文件不是 PNG、JPEG 或 TIFF 图像（其内容属于其他类型）。</translation>
    </message>
    <message>
        <source>The image is corrupt or unreadable.</source>
        <translation>该图像已损坏或无法读取。</translation>
    </message>
    <message>
        <source>Image-only and OCR found no text.</source>
        <translation>仅含图像，且 OCR 未找到文字。</translation>
    </message>
    <message>
        <source>OCR of page %1 took longer than %2 s, so reading the image was stopped.</source>
        <translation>第 %1 页的 OCR 超过 %2 秒，因此已停止读取该图像。</translation>
    </message>
    <message>
        <source>Reading the image took longer than %1 s, so it was stopped.</source>
        <translation>读取该图像超过 %1 秒，因此已停止。</translation>
    </message>
    <message>
        <source>Reading the image needed more than %1 MB of memory, so it was stopped.</source>
        <translation>读取该图像需要超过 %1 MB 内存，因此已停止。</translation>
    </message>
    <message>
        <source>Reading the image was cancelled.</source>
        <translation>已取消读取该图像。</translation>
    </message>
    <message>
        <source>The image reader failed on this file (the image may be corrupt).</source>
        <translation>图像读取器处理此文件失败（图像可能已损坏）。</translation>
    </message>
    <message>
        <source>The image reader could not be started: %1</source>
        <translation>无法启动图像读取器：%1</translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message>
        <source>The library folder.</source>
        <translation>文档库文件夹。</translation>
    </message>
    <message>
        <source>Folder of library.sqlite.</source>
        <translation>library.sqlite 所在文件夹。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>%1 files: %2 indexed, %3 unchanged, %4 renamed, %5 removed, %6 failed.
</source>
        <translation>%1 个文件：%2 个已索引，%3 个未更改，%4 个已重命名，%5 个已移除，%6 个失败。
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1：%2
</translation>
    </message>
    <message>
        <source>unknown library command &quot;%1&quot;.
</source>
        <translation>未知的文档库命令“%1”。
</translation>
    </message>
    <message>
        <source>Copy files into the library folder and index them.</source>
        <translation>将文件复制到文档库文件夹并建立索引。</translation>
    </message>
    <message>
        <source>The documents apply from this day.</source>
        <translation>文档自该日期起适用。</translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>yyyy-mm-dd</translation>
    </message>
    <message>
        <source>The documents apply until this day.</source>
        <translation>文档适用至该日期。</translation>
    </message>
    <message>
        <source>Files or folders to add.</source>
        <translation>要添加的文件或文件夹。</translation>
    </message>
    <message>
        <source>PATH...</source>
        <translation>路径...</translation>
    </message>
    <message>
        <source>library add needs at least one file.</source>
        <translation>library add 至少需要一个文件。</translation>
    </message>
    <message>
        <source>dates must be written yyyy-mm-dd.</source>
        <translation>日期必须写作 yyyy-mm-dd。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1: files of this type are copied but not indexed.
</source>
        <translation>%1：此类型的文件会被复制，但不会建立索引。
</translation>
    </message>
    <message>
        <source>added %1
</source>
        <translation>已添加 %1
</translation>
    </message>
    <message>
        <source>Index the library folder (or DIR): new and changed files are parsed, removed files are dropped, unchanged files are skipped.</source>
        <translation>为文档库文件夹（或 DIR）建立索引：解析新增和已更改的文件，剔除已删除的文件，跳过未更改的文件。</translation>
    </message>
    <message>
        <source>Keep running and re-index on every change.</source>
        <translation>持续运行，并在每次变更时重新索引。</translation>
    </message>
    <message>
        <source>Folder to index (default: the library folder).</source>
        <translation>要索引的文件夹（默认：文档库文件夹）。</translation>
    </message>
    <message>
        <source>[DIR]</source>
        <translation>[DIR]</translation>
    </message>
    <message>
        <source>watching %1 (Ctrl-C to stop)
</source>
        <translation>正在监视 %1（按 Ctrl-C 停止）
</translation>
    </message>
    <message>
        <source>List the documents of the library.</source>
        <translation>列出文档库中的文档。</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>, %1 pages</source>
        <translation>，%1 页</translation>
    </message>
    <message>
        <source>  valid %1 … %2</source>
        <translation>  有效期 %1 … %2</translation>
    </message>
    <message>
        <source>The library is empty. Add files with &apos;lmars-cli library add PATH&apos;.
</source>
        <translation>文档库为空。请使用 &apos;lmars-cli library add PATH&apos; 添加文件。
</translation>
    </message>
    <message>
        <source>Remove documents from the library; their copies inside the library folder are deleted too.</source>
        <translation>从文档库中移除文档；其在文档库文件夹中的副本也会被删除。</translation>
    </message>
    <message>
        <source>Keep the file in the library folder.</source>
        <translation>在文档库文件夹中保留该文件。</translation>
    </message>
    <message>
        <source>Documents to remove (path or file name).</source>
        <translation>要移除的文档（路径或文件名）。</translation>
    </message>
    <message>
        <source>library remove needs at least one path.</source>
        <translation>library remove 至少需要一个路径。</translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation>已移除 %1
</translation>
    </message>
    <message>
        <source>%1 is not in the library.
</source>
        <translation>%1 不在文档库中。
</translation>
    </message>
    <message>
        <source>Search the library.</source>
        <translation>搜索文档库。</translation>
    </message>
    <message>
        <source>Only text in force on this day.</source>
        <translation>仅限该日期有效的文本。</translation>
    </message>
    <message>
        <source>Number of passages (default 5).</source>
        <translation>段落数（默认 5）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>What to look for.</source>
        <translation>要查找的内容。</translation>
    </message>
    <message>
        <source>QUERY</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>library search needs a query.</source>
        <translation>library search 需要一个查询。</translation>
    </message>
    <message>
        <source>-k must be a positive number.</source>
        <translation>-k 必须是正数。</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>，第 %1 页</translation>
    </message>
    <message>
        <source>No passages found.
</source>
        <translation>未找到段落。
</translation>
    </message>
    <message>
        <source>Library counts and sizes.</source>
        <translation>文档库数量与大小统计。</translation>
    </message>
    <message>
        <source>folder     %1
database   %2 (%3 MB)
documents  %4 (%5 indexed, %6 with errors)
chunks     %7
file bytes %8 MB
tokenizer  %9
</source>
        <translation>文件夹     %1
数据库     %2（%3 MB）
文档       %4（%5 个已索引，%6 个有错误）
文本块     %7
文件大小   %8 MB
分词器     %9
</translation>
    </message>
    <message>
        <source>Only the documents of this matter (&quot;&quot; for those in no matter).</source>
        <translation>仅限此案件的文档（&quot;&quot; 表示不属于任何案件的文档）。</translation>
    </message>
    <message>
        <source>Documents are indexed into a matter on the firm server (LMARS_SERVER_URL); on this computer --matter filters search and list.</source>
        <translation>文档在律所服务器（LMARS_SERVER_URL）上按案件索引；在本机上 --matter 用于筛选 search 和 list。</translation>
    </message>
    <message>
        <source>The library is on the firm server, where every document belongs to a matter: add --matter M.</source>
        <translation>资料库位于律所服务器上，那里每个文档都属于某个案件：请加上 --matter M。</translation>
    </message>
    <message>
        <source>On the firm server, a document&apos;s validity comes from the document itself; --effective-from and --effective-to apply to this computer&apos;s library.</source>
        <translation>在律所服务器上，文档的有效期取自文档本身；--effective-from 和 --effective-to 仅适用于本机资料库。</translation>
    </message>
    <message>
        <source>--watch keeps this computer&apos;s library up to date; on the firm server, index the folder again when it changes.</source>
        <translation>--watch 用于保持本机资料库的更新；在律所服务器上，请在文件夹变化后重新索引。</translation>
    </message>
    <message>
        <source>  matter: %1</source>
        <translation>  案件：%1</translation>
    </message>
    <message>
        <source>server     %1
documents  %2
chunks     %3
file bytes %4 MB
text search %5
</source>
        <translation>服务器     %1
文档       %2
片段       %3
文件大小   %4 MB
全文检索   %5
</translation>
    </message>
    <message>
        <source>%1 (OCR, page %2 of %3)</source>
        <translation>%1（OCR，第 %2 页，共 %3 页）</translation>
    </message>
    <message>
        <source> (read by OCR, confidence %1%)</source>
        <translation> （由 OCR 读取，置信度 %1%）</translation>
    </message>
    <message>
        <source>OCR pages  %1 (pages without a text layer, read by OCR)
</source>
        <translation>OCR 页数  %1（无文字层、由 OCR 读取的页面）
</translation>
    </message>
    <message>
        <source>Usage: lmars-cli library &lt;add|index|list|remove|search|stats&gt; [options]
  add PATH...            copy files into the library folder and index them
  index [DIR]            index the library folder (or DIR); --watch keeps watching
  list                   list indexed documents and their status
  remove PATH...         remove documents (and their copies in the library folder)
  search QUERY           search (--as-of DATE, -k N, --dense on|off, --json)
  stats                  counts and sizes
</source>
        <translation>用法：lmars-cli library &lt;add|index|list|remove|search|stats&gt; [选项]
  add PATH...            将文件复制到文档库文件夹并建立索引
  index [DIR]            为文档库文件夹（或 DIR）建立索引；--watch 持续监视
  list                   列出已索引的文档及其状态
  remove PATH...         移除文档（及其在文档库文件夹中的副本）
  search QUERY           搜索（--as-of DATE、-k N、--dense on|off、--json）
  stats                  数量与大小统计
</translation>
    </message>
    <message>
        <source>Also search by meaning and fuse (on), or by words only (off); default: the setting LMARS_LIBRARY_DENSE.</source>
        <translation>同时按语义搜索并融合（on），或仅按词语搜索（off）；默认：设置 LMARS_LIBRARY_DENSE。</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>  [found by %1]</source>
        <translation>  [由 %1 找到]</translation>
    </message>
    <message>
        <source>Rebuilding the library index for phrase and proximity search…
</source>
        <translation>正在为短语和邻近搜索重建文档库索引…
</translation>
    </message>
    <message>
        <source>How to read the query: natural (ranked words), boolean (Terms and Connectors: &quot;phrases&quot;, &amp;, OR, %, /n, +n, /s, /p, !, *) or auto (boolean when it holds a quote or an operator; the default).</source>
        <translation>如何理解检索式：natural（按相关度排序的词）、boolean（检索词与连接符：&quot;短语&quot;、&amp;、OR、%、/n、+n、/s、/p、!、*）或 auto（含引号或运算符时按 boolean；默认）。</translation>
    </message>
    <message>
        <source>auto|natural|boolean</source>
        <translation>auto|natural|boolean</translation>
    </message>
    <message>
        <source>Order of Terms-and-Connectors hits: relevance (the default) or date (the document&apos;s date, newest first).</source>
        <translation>检索词与连接符结果的排序：relevance（相关度，默认）或 date（文件日期，最新的在前）。</translation>
    </message>
    <message>
        <source>relevance|date</source>
        <translation>relevance|date</translation>
    </message>
    <message>
        <source>--syntax must be auto, natural or boolean.</source>
        <translation>--syntax 必须为 auto、natural 或 boolean。</translation>
    </message>
    <message>
        <source>--sort must be relevance or date.</source>
        <translation>--sort 必须为 relevance 或 date。</translation>
    </message>
    <message>
        <source>--sort date orders Terms-and-Connectors hits; this query is read as natural language (add --syntax boolean).</source>
        <translation>--sort date 用于排序检索词与连接符的结果；此检索式被当作自然语言（请加上 --syntax boolean）。</translation>
    </message>
    <message>
        <source>No passages satisfy the Terms-and-Connectors search.
</source>
        <translation>没有段落满足该检索词与连接符检索。
</translation>
    </message>
</context>
<context>
    <name>LibraryImporter</name>
    <message>
        <source>Cannot create the library folder %1.</source>
        <translation>无法创建文档库文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>无法将 %1 复制到 %2。</translation>
    </message>
</context>
<context>
    <name>LibrarySchema</name>
    <message>
        <source>The library database %1 uses an unknown tokenizer.</source>
        <translation>文档库数据库 %1 使用了未知的分词器。</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>A document library needs a database file, not &quot;%1&quot;.</source>
        <translation>文档库需要一个数据库文件，而不是“%1”。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the document library.</source>
        <translation>无法为文档资料库创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>LibrarySync</name>
    <message>
        <source>The library folder %1 does not exist.</source>
        <translation>文档库文件夹 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>LibraryVectorsCli</name>
    <message>
        <source>Building the vectors stopped; the next index goes on from there.
</source>
        <translation>向量构建已停止；下次建立索引时将从此处继续。
</translation>
    </message>
    <message>
        <source>--dense takes on or off, not &quot;%1&quot;.</source>
        <translation>--dense 只接受 on 或 off，而不是“%1”。</translation>
    </message>
</context>
<context>
    <name>LocalLibrarySource</name>
    <message>
        <source>Document library</source>
        <translation>文档库</translation>
    </message>
    <message>
        <source>Document library, read by OCR (confidence %1%)</source>
        <translation>文档库，由 OCR 读取（置信度 %1%）</translation>
    </message>
</context>
<context>
    <name>LsaEmbedder</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>MarkdownExport</name>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>(not cited)</source>
        <translation>（未引用）</translation>
    </message>
    <message>
        <source>Evidence (no generated answer)</source>
        <translation>证据（未生成回答）</translation>
    </message>
    <message>
        <source>No sources were found.</source>
        <translation>未找到来源。</translation>
    </message>
    <message>
        <source>Sources ranked by authority: primary (statutes, courts, government), official, reputable, user-generated, unknown.</source>
        <translation>来源按权威性排序：一手（法规、法院、政府）、官方、可信、用户生成、未知。</translation>
    </message>
    <message>
        <source>authority: %1</source>
        <translation>权威性：%1</translation>
    </message>
    <message>
        <source>date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>jurisdictions: %1</source>
        <translation>司法管辖区：%1</translation>
    </message>
    <message>
        <source>none named</source>
        <translation>未指明</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>U-Score %1 — %2 uncertainty (lower is better).</source>
        <translation>U-Score %1 — 不确定性%2（越低越好）。</translation>
    </message>
    <message>
        <source>Hedging %1, vague dates %2, weak citations %3, unclear jurisdiction %4, indecision %5; reference-code weighting %6.</source>
        <translation>含糊措辞 %1，日期模糊 %2，引用薄弱 %3，司法管辖区不明确 %4，缺乏定论 %5；参考代码权重 %6。</translation>
    </message>
    <message>
        <source>Disclaimers</source>
        <translation>免责声明</translation>
    </message>
    <message>
        <source>Warning: the answer cited source number(s) %1, which do not exist; they are marked &quot;unverified citation&quot; above and must not be relied on.</source>
        <translation>警告：回答引用了不存在的来源编号 %1；它们已在上文标记为“未经核实的引用”，不可依赖。</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>追问</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>回答：</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>（未回答）</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Legal area</source>
        <translation>法律领域</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>司法管辖区</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Urgency</source>
        <translation>紧急程度</translation>
    </message>
    <message>
        <source>Search iteration %1</source>
        <translation>第 %1 轮搜索</translation>
    </message>
    <message>
        <source>1 result</source>
        <translation>1 条结果</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 条结果</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>**Judge:** sufficient.</source>
        <translation>**评审：**充分。</translation>
    </message>
    <message>
        <source>**Judge:** insufficient.</source>
        <translation>**评审：**不充分。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>Next searches: %1</source>
        <translation>后续搜索：%1</translation>
    </message>
    <message>
        <source>No valid verdict: %1</source>
        <translation>无有效结论：%1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>（无回答）</translation>
    </message>
    <message>
        <source>Problems during the run</source>
        <translation>运行期间的问题</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Model and settings</source>
        <translation>模型与设置</translation>
    </message>
    <message>
        <source>Model calls: %1; prompt tokens: %2; completion tokens: %3; %4 s in total.</source>
        <translation>模型调用：%1 次；提示 token：%2 个；补全 token：%3 个；共 %4 秒。</translation>
    </message>
</context>
<context>
    <name>McqCommands</name>
    <message>
        <source>[%1/%2] %3: failed: %4
</source>
        <translation>[%1/%2] %3：失败：%4
</translation>
    </message>
    <message>
        <source>unparseable</source>
        <translation>无法解析</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4 (gold %5) %6, %7 s
</source>
        <translation>[%1/%2] %3：%4（标准答案 %5）%6，%7 秒
</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Only the first N questions.</source>
        <translation>仅前 N 道题。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Results file (JSON lines); default mcq-CONDITION.jsonl.</source>
        <translation>结果文件（JSON Lines 格式）；默认 mcq-CONDITION.jsonl。</translation>
    </message>
    <message>
        <source>Skip the questions already in the results file.</source>
        <translation>跳过结果文件中已有的题目。</translation>
    </message>
    <message>
        <source>Questions at once (1-16).</source>
        <translation>同时处理的题数（1-16）。</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Rate every answer with an LLM judge.</source>
        <translation>由 LLM 评审为每个回答评分。</translation>
    </message>
    <message>
        <source>The LLM judge&apos;s model (same provider); default: the evaluated model.</source>
        <translation>LLM 评审使用的模型（相同提供方）；默认：被评估的模型。</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>模型名称。</translation>
    </message>
    <message>
        <source>Results per query and source (1-50).</source>
        <translation>每个查询和来源的结果数（1-50）。</translation>
    </message>
    <message>
        <source>Multi-turn: search rounds (1-10).</source>
        <translation>多轮：搜索轮数（1-10）。</translation>
    </message>
    <message>
        <source>Multi-turn: pages read per round (0-10).</source>
        <translation>多轮：每轮阅读的页面数（0-10）。</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD).</source>
        <translation>以该日期（YYYY-MM-DD）的法律为准。</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Folder of the databases.</source>
        <translation>数据库所在文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>意外的参数“%1”。</translation>
    </message>
    <message>
        <source>--dataset FILE is required.</source>
        <translation>必须指定 --dataset FILE。</translation>
    </message>
    <message>
        <source>--condition must be one of: %1.</source>
        <translation>--condition 必须是以下之一：%1。</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit 必须是正数。</translation>
    </message>
    <message>
        <source>--concurrency must be a number from 1 to 16.</source>
        <translation>--concurrency 必须是 1 到 16 之间的数字。</translation>
    </message>
    <message>
        <source>--max-results (1-50), --max-iterations (1-10) and --pages (0-10) need numbers in range.</source>
        <translation>--max-results（1-50）、--max-iterations（1-10）和 --pages（0-10）需要范围内的数字。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Evaluating %1 questions of %2 · %3 · %4 (%5) · results in %6
</source>
        <translation>正在评估 %2 中的 %1 道题 · %3 · %4（%5）· 结果写入 %6
</translation>
    </message>
    <message>
        <source>%1 questions were already in %2 and were skipped.
</source>
        <translation>%1 道题已在 %2 中，已跳过。
</translation>
    </message>
    <message>
        <source>Cancelled. %1 results are in %2; run again with --resume to continue.
</source>
        <translation>已取消。%2 中已有 %1 条结果；使用 --resume 再次运行即可继续。
</translation>
    </message>
    <message>
        <source>%1 question(s) failed because the replay lacks recorded responses; first: %2</source>
        <translation>%1 道题失败，因为回放缺少录制的响应；首个错误：%2</translation>
    </message>
    <message>
        <source>every question failed; first error: %1</source>
        <translation>所有题目均失败；首个错误：%1</translation>
    </message>
    <message>
        <source>Summarize eval result files side by side.</source>
        <translation>并排汇总评估结果文件。</translation>
    </message>
    <message>
        <source>Print Markdown tables.</source>
        <translation>输出 Markdown 表格。</translation>
    </message>
    <message>
        <source>Print the summary as JSON.</source>
        <translation>以 JSON 输出摘要。</translation>
    </message>
    <message>
        <source>The dataset, for the majority-class baseline (default: the results&apos; gold letters).</source>
        <translation>数据集，用于多数类基线（默认：结果中的正确选项字母）。</translation>
    </message>
    <message>
        <source>Result files (JSON lines).</source>
        <translation>结果文件（JSON Lines 格式）。</translation>
    </message>
    <message>
        <source>results.jsonl [more.jsonl ...]</source>
        <translation>results.jsonl [more.jsonl ...]</translation>
    </message>
    <message>
        <source>name at least one results file.</source>
        <translation>请至少指定一个结果文件。</translation>
    </message>
    <message>
        <source>note: %1 damaged line(s) in %2 were skipped.
</source>
        <translation>注意：已跳过 %2 中的 %1 个损坏行。
</translation>
    </message>
    <message>
        <source>The jurisdiction whose law applies, for every question (else an item&apos;s own &quot;jurisdiction&quot; field).</source>
        <translation>适用其法律的司法管辖区，适用于每个问题（否则使用条目自身的 &quot;jurisdiction&quot; 字段）。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>--jurisdiction needs a name, for example &quot;California&quot;.</source>
        <translation>--jurisdiction 需要一个名称，例如 &quot;California&quot;。</translation>
    </message>
    <message>
        <source>Run a LegalSearchQA- or MASLegalBench-format multiple-choice set through one condition and write one JSON line per question.</source>
        <translation>以一种条件运行 LegalSearchQA 或 MASLegalBench 格式的选择题集，每道题写一行 JSON。</translation>
    </message>
    <message>
        <source>The questions (JSON array: id, question, choices, gold; or MASLegalBench&apos;s JSON lines: qid, question, options, correct_answer).</source>
        <translation>题目（JSON 数组：id、question、choices、gold；或 MASLegalBench 的 JSON Lines：qid、question、options、correct_answer）。</translation>
    </message>
    <message>
        <source>closed-book (the model alone), simple, multi (multi-turn, no follow-ups unless an item has &quot;answers&quot;), evidence (search only) or library (the library search over the benchmark&apos;s corpus).</source>
        <translation>closed-book（仅模型）、simple、multi（多轮，除非条目含 &quot;answers&quot;，否则不追问）、evidence（仅搜索）或 library（在基准语料上进行资料库检索）。</translation>
    </message>
    <message>
        <source>Library condition: the benchmark&apos;s passages (JSON lines: doc_id, source, type, text); default corpus.jsonl beside the dataset.</source>
        <translation>library 条件：基准的段落（JSON Lines：doc_id、source、type、text）；默认为数据集旁的 corpus.jsonl。</translation>
    </message>
    <message>
        <source>Library condition: the roles whose passages can be retrieved, from F (facts), LR (legal rules), AR (alignment), CS (common sense).</source>
        <translation>library 条件：可检索其段落的角色，取自 F（事实）、LR（法律规则）、AR（对齐）、CS（常识）。</translation>
    </message>
    <message>
        <source>Library condition: passages per question (1-50).</source>
        <translation>library 条件：每道题的段落数（1-50）。</translation>
    </message>
    <message>
        <source>-k must be a number of passages from 1 to 50.</source>
        <translation>-k 必须是 1 到 50 之间的段落数。</translation>
    </message>
    <message>
        <source>--corpus, --roles and -k apply only to --condition library.</source>
        <translation>--corpus、--roles 和 -k 仅适用于 --condition library。</translation>
    </message>
    <message>
        <source>Indexing the passages of %1 (roles %2) into a temporary library...</source>
        <translation>正在将 %1 的段落（角色 %2）索引到临时资料库……</translation>
    </message>
    <message>
        <source>%1 passages indexed.</source>
        <translation>已索引 %1 个段落。</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local, fedreg, ecfr, uscode, or all.</source>
        <translation>以逗号分隔的来源：web、searxng、caselaw、local、fedreg、ecfr、uscode 或 all。</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>模型提供方：%1。</translation>
    </message>
</context>
<context>
    <name>McqDataset</name>
    <message>
        <source>Cannot read the dataset %1: %2.</source>
        <translation>无法读取数据集 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 不是有效的 JSON。</translation>
    </message>
    <message>
        <source>%1 must be a JSON array of questions (id, question, choices, gold).</source>
        <translation>%1 必须是由题目组成的 JSON 数组（id、question、choices、gold）。</translation>
    </message>
    <message>
        <source>%1 holds no questions.</source>
        <translation>%1 中没有题目。</translation>
    </message>
    <message>
        <source>%1, question %2</source>
        <translation>%1，第 %2 题</translation>
    </message>
    <message>
        <source>%1, question %2 (id &quot;%3&quot;)</source>
        <translation>%1，第 %2 题（id “%3”）</translation>
    </message>
    <message>
        <source>is not a JSON object.</source>
        <translation>不是 JSON 对象。</translation>
    </message>
    <message>
        <source>&quot;id&quot; is missing or not a non-empty string.</source>
        <translation>&quot;id&quot; 缺失或不是非空字符串。</translation>
    </message>
    <message>
        <source>the id is used by an earlier question too.</source>
        <translation>该 id 已被前面的题目使用。</translation>
    </message>
    <message>
        <source>&quot;question&quot; is missing or empty.</source>
        <translation>&quot;question&quot; 缺失或为空。</translation>
    </message>
    <message>
        <source>&quot;choices&quot; must be an array of 2 to %1 strings.</source>
        <translation>&quot;choices&quot; 必须是包含 2 到 %1 个字符串的数组。</translation>
    </message>
    <message>
        <source>every choice must be a non-empty string.</source>
        <translation>每个选项都必须是非空字符串。</translation>
    </message>
    <message>
        <source>&quot;gold&quot; must be the 0-based index of the right choice.</source>
        <translation>&quot;gold&quot; 必须是正确选项的索引（从 0 开始）。</translation>
    </message>
    <message>
        <source>&quot;gold&quot; is %1, but there are only %2 choices (0-based index).</source>
        <translation>&quot;gold&quot; 为 %1，但只有 %2 个选项（索引从 0 开始）。</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>%1, line %2 (id &quot;%3&quot;)</source>
        <translation>%1，第 %2 行（id &quot;%3&quot;）</translation>
    </message>
    <message>
        <source>&quot;qid&quot; (or &quot;id&quot;) is missing or empty.</source>
        <translation>缺少 &quot;qid&quot;（或 &quot;id&quot;）或其为空。</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object of 2 to %1 options.</source>
        <translation>&quot;options&quot; 必须是包含 2 到 %1 个选项的对象。</translation>
    </message>
    <message>
        <source>every option must be a non-empty string.</source>
        <translation>每个选项都必须是非空字符串。</translation>
    </message>
    <message>
        <source>&quot;correct_answer&quot; must be one of the option keys (%1), not &quot;%2&quot;.</source>
        <translation>&quot;correct_answer&quot; 必须是选项键之一（%1），而不是 &quot;%2&quot;。</translation>
    </message>
</context>
<context>
    <name>McqResultFile</name>
    <message>
        <source>Cannot read the results file %1: %2.</source>
        <translation>无法读取结果文件 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write the results file %1: %2.</source>
        <translation>无法写入结果文件 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
</context>
<context>
    <name>McqRunner</name>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>回放缺少 %n 条录制的响应；第一条：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already holds results: pass --resume to continue that run, or choose another --out file.</source>
        <translation>%1 中已有结果：请传入 --resume 以继续该次运行，或用 --out 指定其他文件。</translation>
    </message>
    <message>
        <source>The library condition needs the benchmark&apos;s corpus.</source>
        <translation>library 条件需要基准的语料库。</translation>
    </message>
    <message>
        <source>Question %1 has no &quot;source&quot; (its case), which the library condition retrieves from.</source>
        <translation>题目 %1 没有 &quot;source&quot;（其所属案件），而 library 条件要从中检索。</translation>
    </message>
</context>
<context>
    <name>ModelPrices</name>
    <message>
        <source>The model prices are not a JSON object.</source>
        <translation>模型价格不是 JSON 对象。</translation>
    </message>
    <message>
        <source>The price of &quot;%1&quot; needs non-negative input and output prices.</source>
        <translation>“%1”的价格需要非负的输入和输出价格。</translation>
    </message>
    <message>
        <source>%1 in (%2 cached, %3 written to cache)</source>
        <translation>输入 %1（缓存 %2，写入缓存 %3）</translation>
    </message>
    <message>
        <source>%1 in (%2 cached)</source>
        <translation>输入 %1（缓存 %2）</translation>
    </message>
    <message>
        <source>%1 out (%2 reasoning)</source>
        <translation>输出 %1（推理 %2）</translation>
    </message>
</context>
<context>
    <name>NetworkCitationChecker</name>
    <message>
        <source>CourtListener did not read this as a case citation, so it was not looked up.</source>
        <translation>CourtListener 未将其识别为案例引证，因此未进行查询。</translation>
    </message>
    <message>
        <source>Not checked: CourtListener&apos;s rate limit was reached; retry after %1 UTC.</source>
        <translation>未核查：已达到 CourtListener 的频率限制；请在 %1 UTC 之后重试。</translation>
    </message>
    <message>
        <source>Not checked: the CourtListener lookup failed (%1).</source>
        <translation>未核查：CourtListener 查询失败（%1）。</translation>
    </message>
    <message>
        <source>The check was cancelled before this citation was looked up.</source>
        <translation>在查询此引证之前，检查已被取消。</translation>
    </message>
    <message>
        <source>CourtListener found the citation but named no case.</source>
        <translation>CourtListener 找到了该引证，但没有给出任何案例。</translation>
    </message>
    <message>
        <source>This citation is %1, not %2.</source>
        <translation>此引证对应的是 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>This citation is %1, decided in %2, not %3.</source>
        <translation>此引证对应的是 %1，判决于 %2 年，而不是 %3 年。</translation>
    </message>
    <message>
        <source>CourtListener: %1.</source>
        <translation>CourtListener：%1。</translation>
    </message>
    <message>
        <source>CourtListener: %1, matching the name in the text.</source>
        <translation>CourtListener：%1，与文中的案名一致。</translation>
    </message>
    <message>
        <source>CourtListener: %1 (one of several cases at this citation; the name in the text picks it).</source>
        <translation>CourtListener：%1（该引证对应多个案例之一；由文中的案名确定）。</translation>
    </message>
    <message>
        <source>Several cases share this citation: %1.</source>
        <translation>多个案例共用此引证：%1。</translation>
    </message>
    <message>
        <source>CourtListener does not know this reporter.</source>
        <translation>CourtListener 不认识这个判例汇编。</translation>
    </message>
    <message>
        <source>CourtListener does not know this reporter: %1</source>
        <translation>CourtListener 不认识这个判例汇编：%1</translation>
    </message>
    <message>
        <source>CourtListener has no case at this citation: it may be fabricated, or outside CourtListener&apos;s coverage.</source>
        <translation>CourtListener 中没有与此引证对应的案例：它可能是捏造的，或不在 CourtListener 的收录范围内。</translation>
    </message>
    <message>
        <source>CourtListener answered with status %1 for this citation.</source>
        <translation>CourtListener 对此引证返回了状态 %1。</translation>
    </message>
    <message>
        <source>Westlaw and Lexis database numbers cannot be looked up in CourtListener.</source>
        <translation>Westlaw 和 Lexis 数据库编号无法在 CourtListener 中查询。</translation>
    </message>
    <message>
        <source>Cases were not checked against CourtListener: no API token is set. Set COURTLISTENER_API_TOKEN (or the CourtListener token in Settings) to look them up.</source>
        <translation>案例未经 CourtListener 核查：未设置 API 令牌。请设置 COURTLISTENER_API_TOKEN（或在设置中填写 CourtListener 令牌）以进行查询。</translation>
    </message>
    <message>
        <source>Not checked: no CourtListener API token is set.</source>
        <translation>未核查：未设置 CourtListener API 令牌。</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit stopped the lookup: some cases were not checked. Retry after %1 UTC.</source>
        <translation>CourtListener 的频率限制中止了查询：部分案例未经核查。请在 %1 UTC 之后重试。</translation>
    </message>
    <message>
        <source>The CourtListener lookup failed, so some cases were not checked: %1</source>
        <translation>CourtListener 查询失败，因此部分案例未经核查：%1</translation>
    </message>
    <message>
        <source>This short form refers to no earlier citation, so it cannot be checked.</source>
        <translation>此简式引证没有指向任何先前的引证，因此无法核查。</translation>
    </message>
    <message>
        <source>Refers to %1: %2</source>
        <translation>指向 %1：%2</translation>
    </message>
    <message>
        <source>Not checked: CourtListener&apos;s answer did not agree with this citation (%1).</source>
        <translation>未核查：CourtListener 的回答与此引用不一致（%1）。</translation>
    </message>
    <message>
        <source>Not checked: the page is left blank (a slip opinion not yet paginated), so it cannot be looked up.</source>
        <translation>未核查：页码空缺（尚未分页的判决单行本），无法查询。</translation>
    </message>
</context>
<context>
    <name>NetworkConfig</name>
    <message>
        <source>The proxy &quot;%1&quot; is not a usable proxy URL: use http://host:port (or https://, socks5://).</source>
        <translation>代理“%1”不是可用的代理 URL：请使用 http://主机:端口（或 https://、socks5://）。</translation>
    </message>
</context>
<context>
    <name>OcrEngine</name>
    <message>
        <source>The OCR languages &quot;%1&quot; are not Tesseract language codes joined by &quot;+&quot; (e.g. eng+deu).</source>
        <translation>OCR 语言“%1”不是用“+”连接的 Tesseract 语言代码（例如 eng+deu）。</translation>
    </message>
    <message>
        <source>OCR could not start: the Tesseract language data for &quot;%1&quot; is not installed (Debian: tesseract-ocr-&lt;code&gt;).</source>
        <translation>无法启动 OCR：未安装“%1”的 Tesseract 语言数据（Debian：tesseract-ocr-&lt;code&gt;）。</translation>
    </message>
</context>
<context>
    <name>OfficialSourceChecker</name>
    <message>
        <source>The check was cancelled before this citation was looked up.</source>
        <translation>在查询此引证之前，检查已被取消。</translation>
    </message>
    <message>
        <source>No official source is checked for %1 yet.</source>
        <translation>目前尚未针对 %1 查询任何官方来源。</translation>
    </message>
    <message>
        <source>State codes are not checked against an official source in this version.</source>
        <translation>此版本不会根据官方来源核查州法典。</translation>
    </message>
    <message>
        <source>Public laws and the Statutes at Large are not checked against an official source in this version.</source>
        <translation>此版本不会根据官方来源核查公法和《美国法律大全》（Statutes at Large）。</translation>
    </message>
    <message>
        <source>Cases are checked with CourtListener, not official sources.</source>
        <translation>案例通过 CourtListener 核查，而非官方来源。</translation>
    </message>
    <message>
        <source>This C.F.R. citation names no title and section that eCFR could be asked about.</source>
        <translation>此 C.F.R. 引证没有给出可向 eCFR 查询的编和条。</translation>
    </message>
    <message>
        <source>%1 did not exist on %2 according to eCFR.</source>
        <translation>根据 eCFR，%1 在 %2 并不存在。</translation>
    </message>
    <message>
        <source>eCFR could not be reached: %1</source>
        <translation>无法连接 eCFR：%1</translation>
    </message>
    <message>
        <source>%1 exists on %2 (eCFR): %3</source>
        <translation>%1 在 %2 存在（eCFR）：%3</translation>
    </message>
    <message>
        <source>%1 exists on %2 (eCFR).</source>
        <translation>%1 在 %2 存在（eCFR）。</translation>
    </message>
    <message>
        <source>This Federal Register citation names no volume and page.</source>
        <translation>此《联邦公报》引证没有给出卷号和页码。</translation>
    </message>
    <message>
        <source>No Federal Register document begins at %1.</source>
        <translation>没有任何《联邦公报》文件从 %1 开始。</translation>
    </message>
    <message>
        <source>The Federal Register could not be reached: %1</source>
        <translation>无法连接《联邦公报》：%1</translation>
    </message>
    <message>
        <source>The Federal Register&apos;s answer for %1 named no document.</source>
        <translation>《联邦公报》对 %1 的答复没有给出任何文件。</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot; (%3).</source>
        <translation>%1 是“%2”（%3）。</translation>
    </message>
    <message>
        <source>This executive order citation has no order number.</source>
        <translation>此行政命令引证没有命令编号。</translation>
    </message>
    <message>
        <source>Executive Order %1 predates the Federal Register API&apos;s coverage (1994 on).</source>
        <translation>第 %1 号行政命令早于《联邦公报》API 的收录范围（1994 年起）。</translation>
    </message>
    <message>
        <source>Executive Order %1 is &quot;%2&quot;, signed %3.</source>
        <translation>第 %1 号行政命令是“%2”，签署于 %3。</translation>
    </message>
    <message>
        <source>The Federal Register has no Executive Order %1.</source>
        <translation>《联邦公报》中没有第 %1 号行政命令。</translation>
    </message>
    <message>
        <source>This U.S. Code citation names no title and section that GovInfo could be asked about.</source>
        <translation>此《美国法典》引证没有给出可向 GovInfo 查询的编和条。</translation>
    </message>
    <message>
        <source>GovInfo&apos;s U.S. Code has no %1.</source>
        <translation>GovInfo 的《美国法典》中没有 %1。</translation>
    </message>
    <message>
        <source>GovInfo could not be reached: %1</source>
        <translation>无法连接 GovInfo：%1</translation>
    </message>
    <message>
        <source>%1 is repealed, omitted or transferred in the U.S. Code (%2): %3</source>
        <translation>%1 在《美国法典》（%2）中已被废止、删略或移转：%3</translation>
    </message>
    <message>
        <source>%1 is in the U.S. Code (GovInfo): %2</source>
        <translation>%1 载于《美国法典》（GovInfo）：%2</translation>
    </message>
    <message>
        <source>%1 is in the U.S. Code (GovInfo, %2): %3</source>
        <translation>%1 载于《美国法典》（GovInfo，%2）：%3</translation>
    </message>
    <message>
        <source>Not checked: the eCFR source was off for this run. Turn on eCFR among the sources and run again to look the section up.</source>
        <translation>未核查：本次研究未启用 eCFR 来源。请在来源中启用 eCFR 并重新运行，以查询该条款。</translation>
    </message>
    <message>
        <source>Not checked: the U.S. Code source was off for this run. Turn on U.S. Code among the sources and run again to look the section up.</source>
        <translation>未核查：本次研究未启用美国法典来源。请在来源中启用美国法典并重新运行，以查询该条款。</translation>
    </message>
    <message>
        <source>Not checked: the Federal Register source was off for this run. Turn on Federal Register among the sources and run again to look it up.</source>
        <translation>未核查：本次研究未启用联邦公报来源。请在来源中启用联邦公报并重新运行，以查询该引证。</translation>
    </message>
    <message>
        <source>Not checked: L-MARS has no official source for %1. Read the section in the official code of its jurisdiction.</source>
        <translation>未核查：L-MARS 没有 %1 的官方来源。请在其司法辖区的官方法典中查阅该条款。</translation>
    </message>
</context>
<context>
    <name>OfflineCitationChecker</name>
    <message>
        <source>Citations were checked offline only (reporters, years, courts, pin cites): none was looked up, so none is marked verified.</source>
        <translation>引文仅做了离线检查（判例汇编、年份、法院、引用页码）：没有进行在线查询，因此没有任何引文被标记为已核实。</translation>
    </message>
</context>
<context>
    <name>OllamaModel</name>
    <message>
        <source>Ollama server at %1</source>
        <translation>位于 %1 的 Ollama 服务器</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>a stream line is not JSON</source>
        <translation>流中的一行不是 JSON</translation>
    </message>
</context>
<context>
    <name>OpenAiCompatibleModel</name>
    <message>
        <source>OpenAI-compatible server at %1</source>
        <translation>位于 %1 的 OpenAI 兼容服务器</translation>
    </message>
    <message>
        <source>no choices</source>
        <translation>无 choices</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>无消息</translation>
    </message>
    <message>
        <source>a stream chunk is not JSON</source>
        <translation>流数据块不是 JSON</translation>
    </message>
    <message>
        <source>Azure OpenAI at %1</source>
        <translation>位于 %1 的 Azure OpenAI</translation>
    </message>
    <message>
        <source>Gemini API at %1</source>
        <translation>位于 %1 的 Gemini API</translation>
    </message>
    <message>
        <source>LM Studio server at %1</source>
        <translation>位于 %1 的 LM Studio 服务器</translation>
    </message>
    <message>
        <source>The content filter of the %1 stopped the answer (finish reason content_filter).</source>
        <translation>%1 的内容筛选器中止了回答（结束原因 content_filter）。</translation>
    </message>
</context>
<context>
    <name>PageReadStage</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
</context>
<context>
    <name>PageReader</name>
    <message>
        <source>The page is not readable text.</source>
        <translation>该页面不是可读文本。</translation>
    </message>
    <message>
        <source>Could not store the PDF for reading.</source>
        <translation>无法存储该 PDF 以供读取。</translation>
    </message>
    <message>
        <source>Skipped: content type &quot;%1&quot; is not read (only HTML, PDF and plain text).</source>
        <translation>已跳过：不读取内容类型“%1”（仅支持 HTML、PDF 和纯文本）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>The page has no text.</source>
        <translation>该页面没有文本。</translation>
    </message>
    <message>
        <source>Skipped: not a web address.</source>
        <translation>已跳过：不是网址。</translation>
    </message>
</context>
<context>
    <name>ParallelSearch</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
</context>
<context>
    <name>PassageRoles</name>
    <message>
        <source>unknown role &quot;%1&quot;; the roles are F (facts), LR (legal rules), AR (alignment) and CS (common sense).</source>
        <translation>未知角色 &quot;%1&quot;；角色为 F（事实）、LR（法律规则）、AR（对齐）和 CS（常识）。</translation>
    </message>
    <message>
        <source>name at least one role: F, LR, AR, CS.</source>
        <translation>请至少指定一个角色：F、LR、AR、CS。</translation>
    </message>
</context>
<context>
    <name>PdfDocument</name>
    <message>
        <source>Writing a PDF needs the graphical application object (fonts).</source>
        <translation>写入 PDF 需要图形应用程序对象（字体）。</translation>
    </message>
    <message>
        <source>The PDF could not be laid out.</source>
        <translation>无法排版该 PDF。</translation>
    </message>
</context>
<context>
    <name>PdfParser</name>
    <message>
        <source>The PDF is corrupt or unreadable.</source>
        <translation>该 PDF 已损坏或无法读取。</translation>
    </message>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s).</source>
        <translation>
            <numerusform>PDF 阅读器报告了 %n 个错误。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s); the first: %1</source>
        <translation>
            <numerusform>PDF 阅读器报告了 %n 个错误；第一个：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the PDF took longer than %1 s, so it was stopped.</source>
        <translation>读取该 PDF 用时超过 %1 秒，已被停止。</translation>
    </message>
    <message>
        <source>Reading the PDF needed more than %1 MB of memory, so it was stopped.</source>
        <translation>读取该 PDF 需要超过 %1 MB 内存，已被停止。</translation>
    </message>
    <message>
        <source>Reading the PDF was cancelled.</source>
        <translation>已取消读取该 PDF。</translation>
    </message>
    <message>
        <source>The PDF reader crashed on this file (signal %1).</source>
        <translation>PDF 阅读器在处理此文件时崩溃（信号 %1）。</translation>
    </message>
    <message>
        <source>The PDF reader failed on this file (exit code %1).</source>
        <translation>PDF 阅读器处理此文件失败（退出码 %1）。</translation>
    </message>
    <message>
        <source>The PDF reader could not be started: %1</source>
        <translation>无法启动 PDF 阅读器：%1</translation>
    </message>
    <message>
        <source>The PDF is encrypted: it needs a password to be read (save a copy without the password and add that).</source>
        <translation>该 PDF 已加密：需要密码才能读取（请保存一份无密码的副本并添加该副本）。</translation>
    </message>
    <message numerus="yes">
        <source>Scanned pages: OCR is off (%n page(s) without a text layer; turn OCR on in the settings to read them).</source>
        <translation>
            <numerusform>扫描页面：OCR 已关闭（%n 页没有文字层；请在设置中开启 OCR 以读取）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Image-only and OCR found no text (%n page(s) without a text layer).</source>
        <translation>
            <numerusform>仅含图像，且 OCR 未找到文字（%n 页没有文字层）。</numerusform>
        </translation>
    </message>
    <message>
        <source>OCR of page %1 took longer than %2 s, so reading the PDF was stopped.</source>
        <translation>第 %1 页的 OCR 超过 %2 秒，因此已停止读取该 PDF。</translation>
    </message>
</context>
<context>
    <name>PgConnection</name>
    <message>
        <source>Out of memory while connecting to the firm server.</source>
        <translation>连接律所服务器时内存不足。</translation>
    </message>
    <message>
        <source>Cannot reach the firm server (%1): %2</source>
        <translation>无法连接律所服务器（%1）：%2</translation>
    </message>
    <message>
        <source>The connection to the firm server was lost: %1</source>
        <translation>与律所服务器的连接已断开：%1</translation>
    </message>
    <message>
        <source>The firm server refused the request: %1</source>
        <translation>律所服务器拒绝了请求：%1</translation>
    </message>
    <message>
        <source>The firm server address is not a valid libpq connection string or URI: %1</source>
        <translation>事务所服务器地址不是有效的 libpq 连接字符串或 URI：%1</translation>
    </message>
</context>
<context>
    <name>PgSegmentStore</name>
    <message>
        <source>A search index segment on the firm server is damaged (%1).</source>
        <translation>律所服务器上的一个搜索索引段已损坏（%1）。</translation>
    </message>
    <message>
        <source>The firm server&apos;s search index was read without its text search configuration.</source>
        <translation>读取律所服务器的搜索索引时缺少其文本搜索配置。</translation>
    </message>
    <message>
        <source>The firm server does not answer Terms-and-Connectors searches yet.</source>
        <translation>律所服务器暂不支持术语与连接符搜索。</translation>
    </message>
</context>
<context>
    <name>PlausibilityChecker</name>
    <message>
        <source>“%1” is not a reporter known to reporters-db, so “%2” cannot be right as written.</source>
        <translation>“%1”不是 reporters-db 中已知的判例汇编，因此按所写形式，“%2”不可能正确。</translation>
    </message>
    <message>
        <source>%1 (%2) covers %3, so a decision of %4 cannot be in it.</source>
        <translation>%1（%2）涵盖 %3，因此 %4 年的裁决不可能收录其中。</translation>
    </message>
    <message>
        <source>%1 (%2) does not publish decisions of the court “%3”.</source>
        <translation>%1（%2）不刊载法院“%3”的裁决。</translation>
    </message>
    <message>
        <source>The pin cite %1 comes before the first page %2 of “%3”.</source>
        <translation>精确引注页 %1 位于“%3”的首页 %2 之前。</translation>
    </message>
    <message>
        <source>No earlier citation this short form refers to was found.</source>
        <translation>未找到此简式引用所指向的前文引用。</translation>
    </message>
    <message>
        <source>Passed the offline checks but was not looked up at CourtListener, so it is not verified.</source>
        <translation>已通过离线检查，但未在 CourtListener 查询，因此未核实。</translation>
    </message>
    <message>
        <source>Passed the offline checks but was not checked against an official source, so it is not verified.</source>
        <translation>已通过离线检查，但未与官方来源核对，因此未核实。</translation>
    </message>
</context>
<context>
    <name>PrimaryLawDetails</name>
    <message>
        <source>Presidential document</source>
        <translation>总统文件</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Proposed rule</source>
        <translation>拟议规则</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>通知</translation>
    </message>
    <message>
        <source>Document type</source>
        <translation>文件类型</translation>
    </message>
    <message>
        <source>Executive order</source>
        <translation>行政命令</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>第 %1 号</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>引文</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>文件编号</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>签署日期</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>发布日期</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>生效日期</translation>
    </message>
    <message>
        <source>Agencies</source>
        <translation>机构</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>No revocation or amendment is noted</source>
        <translation>未注明撤销或修订</translation>
    </message>
    <message>
        <source>Disposition notes</source>
        <translation>处置说明</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>条款</translation>
    </message>
    <message>
        <source>Text as of</source>
        <translation>文本日期</translation>
    </message>
    <message>
        <source>In force since</source>
        <translation>生效起始</translation>
    </message>
    <message>
        <source>Amended after your date</source>
        <translation>在您指定日期之后修订</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Laws enacted through</source>
        <translation>收录法律截至</translation>
    </message>
    <message>
        <source>Source credit</source>
        <translation>来源说明</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>inserted</source>
        <translation>已插入</translation>
    </message>
    <message>
        <source>Changes since your date</source>
        <translation>自您指定日期以来的变更</translation>
    </message>
    <message>
        <source>From the text in force on %1 to the current text of %2: deletions struck through, insertions underlined.</source>
        <translation>从 %1 生效的文本到 %2 的现行文本：删除部分以删除线标出，插入部分加下划线。</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>Query agent</source>
        <translation>查询代理</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Summary agent</source>
        <translation>摘要代理</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>追问</translation>
    </message>
    <message>
        <source>Page reading</source>
        <translation>页面阅读</translation>
    </message>
    <message>
        <source>Judge agent</source>
        <translation>评审代理</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排序</translation>
    </message>
    <message>
        <source>Query agent: analysing the question…</source>
        <translation>查询代理：正在分析问题…</translation>
    </message>
    <message>
        <source>Search, round %1: all queries on all sources at once…</source>
        <translation>搜索，第 %1 轮：所有查询同时在所有来源中进行…</translation>
    </message>
    <message>
        <source>Query agent: looking for missing facts…</source>
        <translation>查询代理：正在查找缺失的事实…</translation>
    </message>
    <message>
        <source>Reading the top pages in full…</source>
        <translation>正在完整阅读排名靠前的页面…</translation>
    </message>
    <message>
        <source>Judge agent: checking the evidence (round %1)…</source>
        <translation>评审代理：正在核查证据（第 %1 轮）…</translation>
    </message>
    <message>
        <source>Summary agent: writing the answer from 1 source…</source>
        <translation>摘要代理：正在根据 1 个来源撰写回答…</translation>
    </message>
    <message>
        <source>Summary agent: writing the answer from %1 sources…</source>
        <translation>摘要代理：正在根据 %1 个来源撰写回答…</translation>
    </message>
    <message>
        <source>%1; jurisdiction: %2</source>
        <translation>%1；司法管辖区：%2</translation>
    </message>
    <message>
        <source>; as of %1</source>
        <translation>；截至 %1</translation>
    </message>
    <message>
        <source>1 unique source</source>
        <translation>1 个不重复来源</translation>
    </message>
    <message>
        <source>%1 unique sources</source>
        <translation>%1 个不重复来源</translation>
    </message>
    <message>
        <source>1 citation</source>
        <translation>1 处引用</translation>
    </message>
    <message>
        <source>%1 citations</source>
        <translation>%1 处引用</translation>
    </message>
    <message>
        <source>%1 done in %2 s%3</source>
        <translation>%1 完成，用时 %2 秒%3</translation>
    </message>
    <message>
        <source>  → %1 (%2): &quot;%3&quot;</source>
        <translation>  → %1（%2）：“%3”</translation>
    </message>
    <message>
        <source>  ← %1 (%2): %3 in %4 ms for &quot;%5&quot;</source>
        <translation>  ← %1（%2）：%3，用时 %4 毫秒，查询“%5”</translation>
    </message>
    <message>
        <source>1 result</source>
        <translation>1 条结果</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 条结果</translation>
    </message>
    <message>
        <source>  … %1 characters written</source>
        <translation>  … 已写入 %1 个字符</translation>
    </message>
    <message>
        <source>  ! %1</source>
        <translation>  ! %1</translation>
    </message>
    <message>
        <source>Query agent asks 1 clarifying question.</source>
        <translation>查询代理提出了 1 个澄清问题。</translation>
    </message>
    <message>
        <source>Query agent asks %1 clarifying questions.</source>
        <translation>查询代理提出了 %1 个澄清问题。</translation>
    </message>
    <message>
        <source>Continuing with %1 of %2 answered.</source>
        <translation>继续：已回答 %2 个中的 %1 个。</translation>
    </message>
    <message>
        <source>  ✓ read %1 (%2 characters kept, %3 ms)</source>
        <translation>  ✓ 已读取 %1（保留 %2 个字符，%3 毫秒）</translation>
    </message>
    <message>
        <source>  ✗ %1: %2</source>
        <translation>  ✗ %1：%2</translation>
    </message>
    <message>
        <source>  Judge: the evidence is SUFFICIENT.</source>
        <translation>  评审：证据充分。</translation>
    </message>
    <message>
        <source>  Judge: the evidence is NOT yet sufficient.</source>
        <translation>  评审：证据尚不充分。</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>缺少：%1。</translation>
    </message>
    <message>
        <source>Research %1 · %2, %3 tokens</source>
        <translation>研究 %1 · %2，%3 个 token</translation>
    </message>
    <message>
        <source>1 model call</source>
        <translation>1 次模型调用</translation>
    </message>
    <message>
        <source>%1 model calls</source>
        <translation>%1 次模型调用</translation>
    </message>
    <message>
        <source>Legal reasoning</source>
        <translation>法律推理</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>Role agents: facts, rules, application and common sense…</source>
        <translation>角色智能体：事实、规则、适用和常识…</translation>
    </message>
    <message>
        <source>  %1 step: no output (%2)</source>
        <translation>  %1步骤：无输出（%2）</translation>
    </message>
    <message>
        <source>  %1 step: empty</source>
        <translation>  %1步骤：为空</translation>
    </message>
    <message>
        <source>  %1 step: %2 in %3 ms</source>
        <translation>  %1步骤：%2，用时 %3 毫秒</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 项</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
</context>
<context>
    <name>ProviderEmbedder</name>
    <message>
        <source>The %1 sent vectors of dimension %2, but %3&apos;s vectors have dimension %4.</source>
        <translation>%1 返回了 %2 维的向量，但 %3 的向量是 %4 维。</translation>
    </message>
    <message>
        <source>No embedding provider is configured.</source>
        <translation>未配置嵌入提供方。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>ProviderSupport</name>
    <message>
        <source>%1 rejected the API key (HTTP 401).</source>
        <translation>%1 拒绝了 API 密钥（HTTP 401）。</translation>
    </message>
    <message>
        <source>%1 refused the request because the account has no credit left (HTTP 402).</source>
        <translation>%1 拒绝了请求，因为账户已无余额（HTTP 402）。</translation>
    </message>
    <message>
        <source>%1 denied access to the model &quot;%2&quot; (HTTP 403).</source>
        <translation>%1 拒绝访问模型“%2”（HTTP 403）。</translation>
    </message>
    <message>
        <source>%1 does not know the model &quot;%2&quot;, or the address is wrong (HTTP 404).</source>
        <translation>%1 不认识模型“%2”，或地址有误（HTTP 404）。</translation>
    </message>
    <message>
        <source>%1 timed out while answering (HTTP %2).</source>
        <translation>%1 响应超时（HTTP %2）。</translation>
    </message>
    <message>
        <source>%1 rejected the request as too large (HTTP 413).</source>
        <translation>%1 以过大为由拒绝了请求（HTTP 413）。</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate or the quota is used up (HTTP 429).</source>
        <translation>%1 正在限制请求频率，或配额已用完（HTTP 429）。</translation>
    </message>
    <message>
        <source>%1 is overloaded (HTTP 529).</source>
        <translation>%1 过载（HTTP 529）。</translation>
    </message>
    <message>
        <source>%1 had a server error (HTTP %2).</source>
        <translation>%1 发生服务器错误（HTTP %2）。</translation>
    </message>
    <message>
        <source>%1 rejected the request (HTTP %2).</source>
        <translation>%1 拒绝了请求（HTTP %2）。</translation>
    </message>
    <message>
        <source>%1 answered with an unexpected status (HTTP %2).</source>
        <translation>%1 返回了意外状态（HTTP %2）。</translation>
    </message>
    <message>
        <source>Could not reach the %1. %2</source>
        <translation>无法连接到%1。%2</translation>
    </message>
    <message>
        <source>The %1 sent a reply larger than allowed.</source>
        <translation>%1 发送的回复超过了允许的大小。</translation>
    </message>
    <message>
        <source>The request to the %1 was cancelled.</source>
        <translation>对%1的请求已取消。</translation>
    </message>
    <message>
        <source>%1 reported an error while answering.</source>
        <translation>%1 在响应时报告了错误。</translation>
    </message>
    <message>
        <source>The model&apos;s answer stream was cut off. The connection to the %1 ended before the answer was complete.</source>
        <translation>模型的回答流被中断。与%1的连接在回答完成前结束。</translation>
    </message>
    <message>
        <source>The %1 sent a reply that could not be read (%2).</source>
        <translation>%1 发送的回复无法读取（%2）。</translation>
    </message>
    <message>
        <source>The model at the %1 refused to answer.</source>
        <translation>%1 上的模型拒绝回答。</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>不是 JSON</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>The %1 did not answer in time. %2</source>
        <translation>%1 未能及时响应。%2</translation>
    </message>
    <message>
        <source>The content filter of the %1 blocked the question (HTTP 400); it was not answered.</source>
        <translation>%1 的内容筛选器拦截了该问题（HTTP 400），未作回答。</translation>
    </message>
</context>
<context>
    <name>QueryAgent</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
</context>
<context>
    <name>ReadReplicas</name>
    <message>
        <source>it is not a standby (it accepts writes)</source>
        <translation>它不是备用服务器（它接受写入）</translation>
    </message>
    <message numerus="yes">
        <source>it is more than %n second(s) behind the primary</source>
        <translation>
            <numerusform>落后主服务器超过 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>standby %1 was not used: %2</source>
        <translation>未使用备用服务器 %1：%2</translation>
    </message>
    <message>
        <source>Searched on the standby %1.</source>
        <translation>已在备用服务器 %1 上搜索。</translation>
    </message>
    <message>
        <source>Searched on the primary server: %1</source>
        <translation>已在主服务器上搜索：%1</translation>
    </message>
</context>
<context>
    <name>RecordHtml</name>
    <message>
        <source>date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>authority: %1</source>
        <translation>权威性：%1</translation>
    </message>
    <message>
        <source>retrieved: %1</source>
        <translation>获取于：%1</translation>
    </message>
    <message>
        <source>Search iteration %1</source>
        <translation>第 %1 轮搜索</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n 条结果</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Judge: sufficient.</source>
        <translation>评审：充分。</translation>
    </message>
    <message>
        <source>Judge: insufficient.</source>
        <translation>评审：不充分。</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>Next searches: %1</source>
        <translation>后续搜索：%1</translation>
    </message>
    <message>
        <source>No valid verdict: %1</source>
        <translation>无有效结论：%1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>追问</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>（未回答）</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Research and judge verdicts</source>
        <translation>研究与评审结论</translation>
    </message>
    <message>
        <source>U-Score</source>
        <translation>U-Score</translation>
    </message>
    <message>
        <source>Hedging (H)</source>
        <translation>含糊措辞 (H)</translation>
    </message>
    <message>
        <source>Temporal vagueness (T)</source>
        <translation>时间模糊 (T)</translation>
    </message>
    <message>
        <source>Citation insufficiency (C)</source>
        <translation>引用不足 (C)</translation>
    </message>
    <message>
        <source>Jurisdiction non-specificity (J)</source>
        <translation>司法管辖区不明确 (J)</translation>
    </message>
    <message>
        <source>Indecisiveness (D)</source>
        <translation>缺乏定论 (D)</translation>
    </message>
    <message>
        <source>Reference-code weighting</source>
        <translation>参考代码权重</translation>
    </message>
    <message>
        <source>Model and settings</source>
        <translation>模型与设置</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>%1 model calls, %2 prompt tokens, %3 completion tokens</source>
        <translation>%1 次模型调用，%2 个提示 token，%3 个补全 token</translation>
    </message>
    <message>
        <source>Problems during the run</source>
        <translation>运行期间的问题</translation>
    </message>
</context>
<context>
    <name>ResearchRun</name>
    <message>
        <source>No model is configured.</source>
        <translation>未配置模型。</translation>
    </message>
    <message>
        <source>No search source is enabled.</source>
        <translation>未启用任何搜索来源。</translation>
    </message>
    <message>
        <source>The research was cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
    <message>
        <source>%1 search for &quot;%2&quot; failed: %3</source>
        <translation>%1 搜索“%2”失败：%3</translation>
    </message>
    <message>
        <source>Every search failed, so there is no evidence to answer from. First error: %1</source>
        <translation>所有搜索均失败，因此没有可用于回答的证据。第一个错误：%1</translation>
    </message>
    <message>
        <source>The judge gave no valid verdict in iteration %1: %2</source>
        <translation>评审在第 %1 轮迭代中未给出有效结论：%2</translation>
    </message>
    <message>
        <source>No model is configured to continue the answer with.</source>
        <translation>没有配置可用于继续生成回答的模型。</translation>
    </message>
    <message>
        <source>The answer is incomplete: %1</source>
        <translation>回答不完整：%1</translation>
    </message>
</context>
<context>
    <name>RetrievalEval</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1:%2 is not a JSON object.</source>
        <translation>%1:%2 不是 JSON 对象。</translation>
    </message>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 缺少 %2。</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder.</source>
        <translation>无法创建临时文件夹。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Query %1: %2</source>
        <translation>查询 %1：%2</translation>
    </message>
    <message>
        <source>The set&apos;s library is too small for the fused rankings the provider&apos;s channel is compared in (no local dense channel could be learned).</source>
        <translation>该数据集的文库太小，无法生成与提供方通道比较的融合排名（无法学习本地稠密通道）。</translation>
    </message>
</context>
<context>
    <name>RoleStepCardRenderer</name>
    <message>
        <source>from the question</source>
        <translation>来自问题</translation>
    </message>
    <message>
        <source>from your follow-up answers</source>
        <translation>来自您对追问的回答</translation>
    </message>
    <message>
        <source>from the sources</source>
        <translation>来自来源</translation>
    </message>
    <message>
        <source>Facts not known</source>
        <translation>未知的事实</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>争点</translation>
    </message>
    <message>
        <source>Issue: %1</source>
        <translation>争点：%1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Issues the sources do not settle</source>
        <translation>来源未能解决的争点</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>事实</translation>
    </message>
    <message>
        <source>For you</source>
        <translation>对您有利</translation>
    </message>
    <message>
        <source>Against you</source>
        <translation>对您不利</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>IRAC step %1 of %2: %3</source>
        <translation>IRAC 第 %1 步（共 %2 步）：%3</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>进行中…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>无输出</translation>
    </message>
    <message>
        <source>The model gave no output for this step; the answer was written without it. Reason: %1</source>
        <translation>模型在此步骤中没有输出；回答在没有它的情况下撰写。原因：%1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>The model found nothing for this step.</source>
        <translation>模型在此步骤中未找到任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunBuilder</name>
    <message>
        <source>hint: no model is configured, so L-MARS tried a local Ollama at %1. Start Ollama (&quot;ollama serve&quot;, then &quot;ollama pull %2&quot;), or configure a hosted model with OPENAI_API_KEY, ANTHROPIC_API_KEY or LMARS_LLM_PROVIDER (see README).</source>
        <translation>提示：未配置模型，因此 L-MARS 尝试连接位于 %1 的本地 Ollama。请启动 Ollama（先运行 &quot;ollama serve&quot;，再运行 &quot;ollama pull %2&quot;），或通过 OPENAI_API_KEY、ANTHROPIC_API_KEY 或 LMARS_LLM_PROVIDER 配置托管模型（参见 README）。</translation>
    </message>
    <message>
        <source>No model is configured, so L-MARS tried a local Ollama at %1. Start Ollama (&quot;ollama serve&quot;, then &quot;ollama pull %2&quot;), or choose a model in Settings.</source>
        <translation>未配置模型，因此 L-MARS 尝试连接位于 %1 的本地 Ollama。请启动 Ollama（先运行 &quot;ollama serve&quot;，再运行 &quot;ollama pull %2&quot;），或在“设置”中选择模型。</translation>
    </message>
</context>
<context>
    <name>SearxngSource</name>
    <message>
        <source>SearXNG answered with a web page instead of JSON: check that the SearXNG URL (LMARS_SEARXNG_URL or Settings → Search) points at the instance and that `json` is enabled under search.formats in its settings.yml.</source>
        <translation>SearXNG 返回的是网页而不是 JSON：请确认 SearXNG URL（LMARS_SEARXNG_URL 或“设置 → 搜索”）指向该实例，并且其 settings.yml 的 search.formats 中已启用 `json`。</translation>
    </message>
    <message>
        <source>SearXNG answered with something that is not JSON.</source>
        <translation>SearXNG 返回的内容不是 JSON。</translation>
    </message>
    <message>
        <source>SearXNG answered with JSON that has no &quot;results&quot; list; is the URL a SearXNG instance?</source>
        <translation>SearXNG 返回的 JSON 中没有“results”列表；该 URL 是 SearXNG 实例吗？</translation>
    </message>
    <message>
        <source>Web search through SearXNG needs the instance&apos;s URL: set LMARS_SEARXNG_URL.</source>
        <translation>通过 SearXNG 进行网页搜索需要实例的 URL：请设置 LMARS_SEARXNG_URL。</translation>
    </message>
    <message>
        <source>The web search query is empty.</source>
        <translation>网页搜索查询为空。</translation>
    </message>
    <message>
        <source>The SearXNG URL &quot;%1&quot; is not valid; check LMARS_SEARXNG_URL.</source>
        <translation>SearXNG URL“%1”无效；请检查 LMARS_SEARXNG_URL。</translation>
    </message>
    <message>
        <source>SearXNG at %1 refuses JSON: enable `json` under search.formats in its settings.yml.</source>
        <translation>%1 上的 SearXNG 拒绝返回 JSON：请在其 settings.yml 的 search.formats 中启用 `json`。</translation>
    </message>
    <message>
        <source>SearXNG at %1 is limiting requests (429): wait, or turn its limiter off for this client in its settings.yml.</source>
        <translation>%1 上的 SearXNG 正在限制请求（429）：请稍候，或在其 settings.yml 中为此客户端关闭限流器。</translation>
    </message>
    <message>
        <source>Web search (SearXNG at %1) failed: %2</source>
        <translation>网页搜索（%1 上的 SearXNG）失败：%2</translation>
    </message>
</context>
<context>
    <name>SegmentIndexReader</name>
    <message>
        <source>The search index kept changing during the search; search again.</source>
        <translation>搜索期间搜索索引不断变化；请重新搜索。</translation>
    </message>
    <message>
        <source>This library&apos;s index was made by an earlier version, without the word positions that Terms-and-Connectors search (phrases, /s, /p, /n) needs. Indexing the library rebuilds it: the window does so when it starts, the command line with &quot;lmars-cli library index&quot;. Natural-language search works meanwhile.</source>
        <translation>此文档库的索引由早期版本创建，缺少术语与连接符搜索（短语、/s、/p、/n）所需的词位置。重新索引文档库即可重建：窗口启动时会自动进行，命令行请使用 &quot;lmars-cli library index&quot;。在此期间自然语言搜索仍可使用。</translation>
    </message>
</context>
<context>
    <name>SegmentIndexWriter</name>
    <message>
        <source>The index could not add chunk %1.</source>
        <translation>索引无法添加片段 %1。</translation>
    </message>
</context>
<context>
    <name>SerperSource</name>
    <message>
        <source>Answer box</source>
        <translation>答案框</translation>
    </message>
    <message>
        <source>Serper answered with something that is not a search result.</source>
        <translation>Serper 返回的内容不是搜索结果。</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key: set SERPER_API_KEY.</source>
        <translation>网页搜索需要 Serper API 密钥：请设置 SERPER_API_KEY。</translation>
    </message>
    <message>
        <source>The web search query is empty.</source>
        <translation>网页搜索查询为空。</translation>
    </message>
    <message>
        <source>The Serper URL &quot;%1&quot; is not valid; check LMARS_SERPER_URL.</source>
        <translation>Serper URL“%1”无效；请检查 LMARS_SERPER_URL。</translation>
    </message>
    <message>
        <source>Serper rejected the API key; check SERPER_API_KEY.</source>
        <translation>Serper 拒绝了 API 密钥；请检查 SERPER_API_KEY。</translation>
    </message>
    <message>
        <source>Web search (Serper) failed: %1</source>
        <translation>网页搜索（Serper）失败：%1</translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <source>The address has an empty setting after “?”; write them as name=value joined by “&amp;”.</source>
        <translation>地址中“?”之后有一个空参数；请写成以“&amp;”连接的 名称=值。</translation>
    </message>
    <message>
        <source>Only postgresql:// addresses are understood (for example postgresql://db.firm.example/lmars).</source>
        <translation>仅支持 postgresql:// 地址（例如 postgresql://db.firm.example/lmars）。</translation>
    </message>
    <message>
        <source>“%1” is not a setting: write a postgresql:// address or settings like host=db.firm.example dbname=lmars.</source>
        <translation>“%1”不是有效参数：请填写 postgresql:// 地址，或 host=db.firm.example dbname=lmars 这样的参数。</translation>
    </message>
</context>
<context>
    <name>ServerAdmin</name>
    <message>
        <source>%1 needs the lmars_admin role on the firm server; %2 does not have it.</source>
        <translation>%1 需要律所服务器上的 lmars_admin 角色；%2 没有该角色。</translation>
    </message>
    <message>
        <source>A matter needs a name.</source>
        <translation>案件需要名称。</translation>
    </message>
    <message>
        <source>A matter named &quot;%1&quot; already exists.</source>
        <translation>名为“%1”的案件已存在。</translation>
    </message>
    <message>
        <source>Creating a matter</source>
        <translation>创建案件</translation>
    </message>
    <message>
        <source>No matter named &quot;%1&quot; that you may see on the firm server (&apos;lmars-cli server matter list&apos; lists yours).</source>
        <translation>律所服务器上没有您可查看的名为“%1”的案件（&apos;lmars-cli server matter list&apos; 可列出您的案件）。</translation>
    </message>
    <message>
        <source>There is no user (PostgreSQL role) named &quot;%1&quot; on the firm server. Create it first: CREATE ROLE &quot;%1&quot; LOGIN IN ROLE lmars_user;</source>
        <translation>律所服务器上没有名为“%1”的用户（PostgreSQL 角色）。请先创建：CREATE ROLE &quot;%1&quot; LOGIN IN ROLE lmars_user;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an L-MARS user and you may not make them one. A database administrator runs: GRANT lmars_user TO &quot;%1&quot;;</source>
        <translation>“%1”不是 L-MARS 用户，您也无权将其设为用户。请数据库管理员执行：GRANT lmars_user TO &quot;%1&quot;;</translation>
    </message>
    <message>
        <source>Adding a member</source>
        <translation>添加成员</translation>
    </message>
    <message>
        <source>Removing a member</source>
        <translation>移除成员</translation>
    </message>
    <message>
        <source>There is no user (PostgreSQL role) named &quot;%1&quot; on the firm server.</source>
        <translation>律所服务器上没有名为“%1”的用户（PostgreSQL 角色）。</translation>
    </message>
    <message>
        <source>Adding an ethical wall</source>
        <translation>添加道德隔离墙</translation>
    </message>
    <message>
        <source>Removing an ethical wall</source>
        <translation>移除道德隔离墙</translation>
    </message>
    <message>
        <source>Reading the audit trail</source>
        <translation>读取审计记录</translation>
    </message>
</context>
<context>
    <name>ServerCommands</name>
    <message>
        <source>The firm server: a PostgreSQL connection string or URI (default: LMARS_SERVER_URL).</source>
        <translation>律所服务器：PostgreSQL 连接字符串或 URI（默认：LMARS_SERVER_URL）。</translation>
    </message>
    <message>
        <source>Folder of the local databases.</source>
        <translation>本地数据库所在文件夹。</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The matter, by name.</source>
        <translation>案件名称。</translation>
    </message>
    <message>
        <source>No firm server is configured: set LMARS_SERVER_URL (a PostgreSQL connection string or URI, e.g. postgresql://db.firm.example/lmars) or give --server.</source>
        <translation>未配置律所服务器：请设置 LMARS_SERVER_URL（PostgreSQL 连接字符串或 URI，例如 postgresql://db.firm.example/lmars），或使用 --server。</translation>
    </message>
    <message>
        <source>Usage: lmars-cli server &lt;subcommand&gt; [options]
  init [--text-search simple|english]   create or upgrade the schema (database administrator)
  status                                 the server, its schema version and your user
  matter create M | add-member M USER | remove-member M USER | list [--json]
  wall add M USER | remove M USER        ethical walls (lmars_admin)
  audit [--matter M] [--user U] [--since DATE] [--json]   the audit trail (lmars_admin)
  push [PATH...] --matter M              index files and folders into a matter; with no path,
                                         upload the local library and session history
  search QUERY [--matter M] [--as-of DATE] [-k N] [--json]
  list [--matter M] [--json]             documents on the server
  history [--matter M] [--json]          research sessions on the server
The server is LMARS_SERVER_URL or --server; the password comes from LMARS_SERVER_PASSWORD, the keychain or ~/.pgpass.
</source>
        <translation>用法：lmars-cli server &lt;子命令&gt; [选项]
  init [--text-search simple|english]   创建或升级数据库架构（数据库管理员）
  status                                 服务器、架构版本和您的用户
  matter create M | add-member M USER | remove-member M USER | list [--json]
  wall add M USER | remove M USER        道德隔离墙（lmars_admin）
  audit [--matter M] [--user U] [--since DATE] [--json]   审计记录（lmars_admin）
  push [PATH...] --matter M              将文件和文件夹索引到某个案件；不带路径时，
                                         上传本地文档库和会话历史
  search QUERY [--matter M] [--as-of DATE] [-k N] [--json]
  list [--matter M] [--json]             服务器上的文档
  history [--matter M] [--json]          服务器上的研究会话
服务器由 LMARS_SERVER_URL 或 --server 指定；密码来自 LMARS_SERVER_PASSWORD、钥匙串或 ~/.pgpass。
</translation>
    </message>
    <message>
        <source>unknown server subcommand &quot;%1&quot;.

</source>
        <translation>未知的 server 子命令“%1”。

</translation>
    </message>
    <message>
        <source>Text search configuration of a new library: simple or english.</source>
        <translation>新文档库的全文检索配置：simple 或 english。</translation>
    </message>
    <message>
        <source>--text-search is simple or english, not &quot;%1&quot;.</source>
        <translation>--text-search 只能是 simple 或 english，而不是“%1”。</translation>
    </message>
    <message>
        <source>The schema on %1 is up to date (version %2).
</source>
        <translation>%1 上的架构已是最新（版本 %2）。
</translation>
    </message>
    <message>
        <source>Created the L-MARS schema (version %1) on %2.
</source>
        <translation>已在 %2 上创建 L-MARS 架构（版本 %1）。
</translation>
    </message>
    <message>
        <source>Upgraded the schema on %1 from version %2 to %3.
</source>
        <translation>已将 %1 上的架构从版本 %2 升级到 %3。
</translation>
    </message>
    <message>
        <source>Server: %1
User: %2
Schema version: %3 (this version of L-MARS uses %4)
</source>
        <translation>服务器：%1
用户：%2
架构版本：%3（此版本的 L-MARS 使用 %4）
</translation>
    </message>
    <message>
        <source>create, add-member, remove-member or list</source>
        <translation>create、add-member、remove-member 或 list</translation>
    </message>
    <message>
        <source>usage: lmars-cli server matter create M | add-member M USER | remove-member M USER | list</source>
        <translation>用法：lmars-cli server matter create M | add-member M USER | remove-member M USER | list</translation>
    </message>
    <message>
        <source>Created matter &quot;%1&quot;.
</source>
        <translation>已创建案件“%1”。
</translation>
    </message>
    <message>
        <source>%1 is a member of &quot;%2&quot;.
</source>
        <translation>%1 是“%2”的成员。
</translation>
    </message>
    <message>
        <source>%1 is no longer a member of &quot;%2&quot;.
</source>
        <translation>%1 不再是“%2”的成员。
</translation>
    </message>
    <message>
        <source>No matters you may see.
</source>
        <translation>没有您可查看的案件。
</translation>
    </message>
    <message>
        <source>members: %1</source>
        <translation>成员：%1</translation>
    </message>
    <message>
        <source>walled: %1</source>
        <translation>已隔离：%1</translation>
    </message>
    <message>
        <source>add or remove</source>
        <translation>add 或 remove</translation>
    </message>
    <message>
        <source>usage: lmars-cli server wall add|remove MATTER USER</source>
        <translation>用法：lmars-cli server wall add|remove MATTER USER</translation>
    </message>
    <message>
        <source>%1 is walled off from &quot;%2&quot;: its documents, sessions and search hits are hidden from them.
</source>
        <translation>%1 已与“%2”隔离：该案件的文档、会话和搜索结果对其不可见。
</translation>
    </message>
    <message>
        <source>The wall between %1 and &quot;%2&quot; is removed.
</source>
        <translation>%1 与“%2”之间的隔离墙已移除。
</translation>
    </message>
    <message>
        <source>There was no wall between %1 and &quot;%2&quot;.
</source>
        <translation>%1 与“%2”之间没有隔离墙。
</translation>
    </message>
    <message>
        <source>Only this user&apos;s rows.</source>
        <translation>仅此用户的记录。</translation>
    </message>
    <message>
        <source>Only rows from this day (yyyy-MM-dd) or time on.</source>
        <translation>仅从该日期（yyyy-MM-dd）或时间起的记录。</translation>
    </message>
    <message>
        <source>At most this many rows.</source>
        <translation>最多这么多条记录。</translation>
    </message>
    <message>
        <source>--since needs a date (yyyy-MM-dd) or an ISO 8601 time, not &quot;%1&quot;.</source>
        <translation>--since 需要日期（yyyy-MM-dd）或 ISO 8601 时间，而不是“%1”。</translation>
    </message>
    <message>
        <source>--limit needs a positive number.</source>
        <translation>--limit 需要一个正数。</translation>
    </message>
    <message>
        <source>Standby: %1 serves reads (%2 bytes behind)
</source>
        <translation>备用服务器：%1 提供读取（落后 %2 字节）
</translation>
    </message>
    <message>
        <source>Standby: %1 does not serve reads: %2
</source>
        <translation>备用服务器：%1 不提供读取：%2
</translation>
    </message>
</context>
<context>
    <name>ServerDocumentWriter</name>
    <message>
        <source>A document needs its content hash.</source>
        <translation>文档需要其内容哈希值。</translation>
    </message>
</context>
<context>
    <name>ServerLibraryBackend</name>
    <message>
        <source>On the firm server every document and session belongs to a matter: choose one (--matter NAME; &apos;lmars-cli server matter list&apos; lists yours).</source>
        <translation>在律所服务器上，每个文档和会话都属于某个案件：请选择一个（--matter 名称；&apos;lmars-cli server matter list&apos; 会列出您的案件）。</translation>
    </message>
    <message>
        <source>The firm server does not answer Terms-and-Connectors searches yet (quoted phrases, &amp;, /s, /n, !, …). Search without them, or choose natural language (--syntax natural) to search the same words ranked by relevance.</source>
        <translation>律所服务器暂不支持检索词与连接符检索（带引号的短语、&amp;、/s、/n、! 等）。请去掉这些符号检索，或选择自然语言（--syntax natural），按相关度检索相同的词。</translation>
    </message>
    <message>
        <source>Searched by words only: no embedding provider is configured, and the firm server&apos;s vectors come from one.</source>
        <translation>仅按词语检索：未配置嵌入服务提供方，而事务所服务器的向量由其生成。</translation>
    </message>
    <message>
        <source>Searched by words only: the firm server&apos;s vectors could not be read (%1).</source>
        <translation>仅按词语检索：无法读取事务所服务器的向量（%1）。</translation>
    </message>
    <message>
        <source>Searched by words only: the firm server has no vectors of %1 for the matters searched yet (&apos;lmars-cli server push&apos; builds them).</source>
        <translation>仅按词语检索：事务所服务器上尚无所检索案件的 %1 向量（&apos;lmars-cli server push&apos; 会生成）。</translation>
    </message>
</context>
<context>
    <name>ServerLibraryCommands</name>
    <message>
        <source>Print JSON.</source>
        <translation>输出 JSON。</translation>
    </message>
    <message>
        <source>The matter, by name.</source>
        <translation>案件名称。</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 already on the server, %4 failed (%5 MB).
</source>
        <translation>%1：新增 %2，服务器上已有 %3，失败 %4（%5 MB）。
</translation>
    </message>
    <message>
        <source>Files and folders; none: the local library and history.</source>
        <translation>文件和文件夹；不指定则为本地文档库和历史。</translation>
    </message>
    <message>
        <source>server push needs --matter M: every document belongs to a matter.</source>
        <translation>server push 需要 --matter M：每个文档都属于一个案件。</translation>
    </message>
    <message>
        <source>skipped %1: %2
</source>
        <translation>已跳过 %1：%2
</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Local library</source>
        <translation>本地文档库</translation>
    </message>
    <message>
        <source>There is no local library to upload.
</source>
        <translation>没有可上传的本地文档库。
</translation>
    </message>
    <message>
        <source>Session history: %1 uploaded, %2 already on the server.
</source>
        <translation>会话历史：已上传 %1，服务器上已有 %2。
</translation>
    </message>
    <message>
        <source>The words to search for.</source>
        <translation>要搜索的词语。</translation>
    </message>
    <message>
        <source>Only passages valid on this day (yyyy-MM-dd).</source>
        <translation>仅该日期（yyyy-MM-dd）有效的段落。</translation>
    </message>
    <message>
        <source>How many passages.</source>
        <translation>段落数量。</translation>
    </message>
    <message>
        <source>server search needs a query.</source>
        <translation>server search 需要查询内容。</translation>
    </message>
    <message>
        <source>-k needs a positive number.</source>
        <translation>-k 需要一个正数。</translation>
    </message>
    <message>
        <source>No passages match.
</source>
        <translation>没有匹配的段落。
</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>，第 %1 页</translation>
    </message>
    <message>
        <source>No documents you may see on the server.
</source>
        <translation>服务器上没有您可查看的文档。
</translation>
    </message>
    <message>
        <source>%1  %2  (%3 passages, added by %4)
</source>
        <translation>%1  %2  （%3 个段落，由 %4 添加）
</translation>
    </message>
    <message>
        <source>No sessions you may see on the server.
</source>
        <translation>服务器上没有您可查看的会话。
</translation>
    </message>
    <message>
        <source>Sessions waiting on this computer: %1 sent, %2 still waiting.
</source>
        <translation>本机等待上传的会话：已上传 %1 个，仍有 %2 个在等待。
</translation>
    </message>
    <message>
        <source> (read by OCR, confidence %1%)</source>
        <translation> （由 OCR 读取，置信度 %1%）</translation>
    </message>
    <message>
        <source>Connected in %1 ms.
</source>
        <translation>连接用时 %1 毫秒。
</translation>
    </message>
    <message>
        <source>Chunks written in one transaction (default %1): an interrupted push keeps the batches it finished.</source>
        <translation>在一个事务中写入的文本块数（默认 %1）：中断的推送会保留已完成的批次。</translation>
    </message>
    <message>
        <source>--batch-chunks needs a whole number of chunks, 1 or more.</source>
        <translation>--batch-chunks 需要一个整数的文本块数，至少为 1。</translation>
    </message>
    <message>
        <source>Also search the server&apos;s vectors by meaning and fuse (on), or by words only (off); default: the setting LMARS_LIBRARY_DENSE. The vectors come from the configured embedding provider.</source>
        <translation>同时按语义检索服务器的向量并融合（on），或仅按词语检索（off）；默认：设置 LMARS_LIBRARY_DENSE。向量由所配置的嵌入服务提供方生成。</translation>
    </message>
</context>
<context>
    <name>ServerPush</name>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 既不是文件也不是文件夹。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <source>The document is not indexed.</source>
        <translation>该文档尚未索引。</translation>
    </message>
</context>
<context>
    <name>ServerSchema</name>
    <message>
        <source>The firm server&apos;s schema is version %1, newer than this version of L-MARS understands (%2). Update L-MARS on this computer before using the server.</source>
        <translation>律所服务器的架构版本为 %1，比此版本 L-MARS 能理解的版本（%2）更新。请先在本机更新 L-MARS，再使用该服务器。</translation>
    </message>
    <message>
        <source>The firm server has no L-MARS schema yet. An administrator runs &apos;lmars-cli server init&apos; once.</source>
        <translation>律所服务器尚无 L-MARS 架构。请管理员运行一次 &apos;lmars-cli server init&apos;。</translation>
    </message>
    <message>
        <source>The firm server&apos;s schema is version %1; this version of L-MARS needs %2. An administrator runs &apos;lmars-cli server init&apos; to upgrade it.</source>
        <translation>律所服务器的架构版本为 %1；此版本的 L-MARS 需要 %2。请管理员运行 &apos;lmars-cli server init&apos; 进行升级。</translation>
    </message>
    <message>
        <source>The firm server names an unknown text search configuration &quot;%1&quot;.</source>
        <translation>律所服务器指定了未知的全文检索配置“%1”。</translation>
    </message>
</context>
<context>
    <name>ServerSegmentWriter</name>
    <message>
        <source>The firm server&apos;s chunk ids have outgrown the search index (%1).</source>
        <translation>律所服务器的片段 ID 已超出搜索索引的范围（%1）。</translation>
    </message>
    <message>
        <source>The firm server sent a chunk&apos;s terms in a form this version of L-MARS does not read (chunk %1).</source>
        <translation>律所服务器以此版本 L-MARS 无法读取的形式发送了文本块的词项（文本块 %1）。</translation>
    </message>
</context>
<context>
    <name>ServerSessionArchive</name>
    <message>
        <source>The firm server holds an unreadable session %1.</source>
        <translation>律所服务器中的会话 %1 无法读取。</translation>
    </message>
</context>
<context>
    <name>ServerSessionBackend</name>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>没有 ID 为“%1”的会话。</translation>
    </message>
    <message>
        <source>The session &quot;%1&quot; has no matter, and the firm server keeps sessions by matter: it stays on this computer (&apos;lmars-cli server push --matter NAME&apos; files it under NAME).</source>
        <translation>会话“%1”不属于任何案件，而律所服务器按案件保存会话：它将保留在本机（&apos;lmars-cli server push --matter 名称&apos; 会将其归入该案件）。</translation>
    </message>
    <message>
        <source>The firm server already holds a session with id %1 that you may not see.</source>
        <translation>律所服务器上已有一个 ID 为 %1 的会话，而您无权查看。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches several sessions; give more of the id.</source>
        <translation>“%1”匹配多个会话；请提供更长的 ID。</translation>
    </message>
</context>
<context>
    <name>ServerVectorBuilder</name>
    <message>
        <source>The firm server&apos;s vectors come from an embedding provider, and none is configured (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL).</source>
        <translation>事务所服务器的向量由嵌入服务提供方生成，但尚未配置任何提供方（LMARS_EMBEDDING_PROVIDER、LMARS_EMBEDDING_MODEL）。</translation>
    </message>
    <message>
        <source>Building the firm server&apos;s vectors was cancelled.</source>
        <translation>已取消生成事务所服务器的向量。</translation>
    </message>
</context>
<context>
    <name>ServerVectorStore</name>
    <message>
        <source>%1 vectors for %2 passages.</source>
        <translation>%2 个段落对应 %1 个向量。</translation>
    </message>
</context>
<context>
    <name>ServerVectorsCli</name>
    <message>
        <source>Vectors: not built: the firm server&apos;s vectors come from an embedding provider, and none is configured (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL). Searches use words only.
</source>
        <translation>向量：未生成：事务所服务器的向量由嵌入服务提供方生成，但尚未配置任何提供方（LMARS_EMBEDDING_PROVIDER、LMARS_EMBEDDING_MODEL）。检索仅按词语进行。
</translation>
    </message>
    <message>
        <source>Vectors: embedding the matter&apos;s new passages with %1…
</source>
        <translation>向量：正在用 %1 为该案件的新段落生成嵌入…
</translation>
    </message>
    <message>
        <source>Building the vectors stopped; the next push goes on from there. The text is on the server and searchable by words.
</source>
        <translation>向量生成已停止；下一次推送会从此处继续。文本已在服务器上，可按词语检索。
</translation>
    </message>
    <message>
        <source>Vectors: not complete: %1. The text is on the server and searchable by words; the next push goes on from there.
</source>
        <translation>向量：未完成：%1。文本已在服务器上，可按词语检索；下一次推送会从此处继续。
</translation>
    </message>
    <message>
        <source>Vectors: none searched (no embedding provider is configured; searches use words only)</source>
        <translation>向量：未使用（未配置嵌入服务提供方；检索仅按词语进行）</translation>
    </message>
    <message>
        <source>Vectors: could not be counted (%1)</source>
        <translation>向量：无法统计（%1）</translation>
    </message>
    <message>
        <source>No passages match.
</source>
        <translation>没有匹配的段落。
</translation>
    </message>
    <message>
        <source> [found by %1]</source>
        <translation> [由 %1 找到]</translation>
    </message>
</context>
<context>
    <name>SessionExport</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>评审模型</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>最大迭代次数</translation>
    </message>
    <message>
        <source>Results per query</source>
        <translation>每个查询的结果数</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>已读页面数</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>追问</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>%1, page %2</source>
        <translation>%1，第 %2 页</translation>
    </message>
    <message>
        <source>research</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>about %1</source>
        <extracomment>A date computed from a relative one (&quot;1 day ago&quot;) and the time of the search; %1 is yyyy-mm-dd.</extracomment>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>Web (SearXNG)</source>
        <translation>网页（SearXNG）</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>判例法</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>我的文档</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>联邦公报</translation>
    </message>
    <message>
        <source>eCFR</source>
        <translation>eCFR</translation>
    </message>
    <message>
        <source>U.S. Code</source>
        <translation>美国法典</translation>
    </message>
    <message>
        <source>OpenAI-compatible</source>
        <translation>OpenAI 兼容</translation>
    </message>
    <message>
        <source>%1 (the date you chose)</source>
        <translation>%1（您选择的日期）</translation>
    </message>
    <message>
        <source>%1 (from the question)</source>
        <translation>%1（取自问题）</translation>
    </message>
    <message>
        <source>%1 (the day of the research)</source>
        <translation>%1（研究当天）</translation>
    </message>
    <message>
        <source>Answer format</source>
        <translation>回答格式</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>司法管辖区</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>案件</translation>
    </message>
    <message>
        <source>Searched as of</source>
        <translation>检索截至日期</translation>
    </message>
    <message>
        <source>A PDF needs a renderer; it is not written as text.</source>
        <translation>PDF 需要渲染器；不能作为文本写入。</translation>
    </message>
</context>
<context>
    <name>SessionRecheck</name>
    <message>
        <source>Not checked: the check was stopped.</source>
        <translation>未核查：检查已停止。</translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s) re-checked</source>
        <translation>
            <numerusform>已重新检查 %n 条引用</numerusform>
        </translation>
    </message>
    <message>
        <source>the session was saved without a citation check, so every status is new.</source>
        <translation>该会话保存时未做引用检查，因此所有状态都是新的。</translation>
    </message>
    <message>
        <source>nothing changed since the session was saved.</source>
        <translation>自会话保存以来没有任何变化。</translation>
    </message>
    <message numerus="yes">
        <source>%n changed since the session was saved.</source>
        <translation>
            <numerusform>自会话保存以来有 %n 条发生了变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>新：%1</translation>
    </message>
    <message>
        <source>unchanged: %1</source>
        <translation>未变：%1</translation>
    </message>
    <message>
        <source>The re-check was stopped before it finished.</source>
        <translation>重新检查在完成前已停止。</translation>
    </message>
</context>
<context>
    <name>SessionStore</name>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>不存在 ID 为“%1”的会话。</translation>
    </message>
    <message>
        <source>No path was given for the session database.</source>
        <translation>未提供会话数据库的路径。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the session database.</source>
        <translation>无法为会话数据库创建文件夹 %1。</translation>
    </message>
    <message>
        <source>A session needs a non-empty id.</source>
        <translation>会话需要非空的 ID。</translation>
    </message>
    <message>
        <source>A session with id &quot;%1&quot; already exists.</source>
        <translation>ID 为“%1”的会话已存在。</translation>
    </message>
    <message>
        <source>The saved trajectory of session &quot;%1&quot; is damaged.</source>
        <translation>会话“%1”保存的轨迹已损坏。</translation>
    </message>
    <message>
        <source>No session id was given.</source>
        <translation>未提供会话 ID。</translation>
    </message>
    <message>
        <source>No session has the id &quot;%1&quot;; a prefix needs at least %2 characters.</source>
        <translation>没有 ID 为“%1”的会话；前缀至少需要 %2 个字符。</translation>
    </message>
    <message>
        <source>No session id starts with &quot;%1&quot;.</source>
        <translation>没有以“%1”开头的会话 ID。</translation>
    </message>
    <message>
        <source>The prefix &quot;%1&quot; is ambiguous; it matches %2. Give more characters.</source>
        <translation>前缀“%1”不明确；它匹配 %2。请输入更多字符。</translation>
    </message>
</context>
<context>
    <name>SourceCitation</name>
    <message>
        <source>%1, p. %2</source>
        <translation>%1，第 %2 页</translation>
    </message>
    <message>
        <source>United States Congress</source>
        <translation>美国国会</translation>
    </message>
</context>
<context>
    <name>SourceFactory</name>
    <message>
        <source>Unknown source &quot;%1&quot;. Known sources: %2.</source>
        <translation>未知来源“%1”。已知来源：%2。</translation>
    </message>
    <message>
        <source>Web search is off. %1</source>
        <translation>网页搜索已关闭。%1</translation>
    </message>
    <message>
        <source>Case law searches CourtListener anonymously (100 requests a day); set COURTLISTENER_API_TOKEN for more.</source>
        <translation>判例法以匿名方式搜索 CourtListener（每天 100 次请求）；设置 COURTLISTENER_API_TOKEN 可获得更多额度。</translation>
    </message>
    <message>
        <source>Your document library is empty: add documents with &quot;lmars-cli library add PATH&quot; first.</source>
        <translation>您的文档库为空：请先使用 &quot;lmars-cli library add PATH&quot; 添加文档。</translation>
    </message>
    <message>
        <source>SearXNG search needs the instance&apos;s URL: set LMARS_SEARXNG_URL (environment or .env), for example http://localhost:8080.</source>
        <translation>SearXNG 搜索需要实例的 URL：请设置 LMARS_SEARXNG_URL（环境变量或 .env），例如 http://localhost:8080。</translation>
    </message>
    <message>
        <source>Web search uses Serper because SERPER_API_KEY is set; the SearXNG instance at %1 is not used (ask for it with --sources searxng).</source>
        <translation>由于已设置 SERPER_API_KEY，网页搜索使用 Serper；%1 上的 SearXNG 实例未被使用（可用 --sources searxng 指定它）。</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key or a SearXNG instance: set SERPER_API_KEY or LMARS_SEARXNG_URL (environment or .env).</source>
        <translation>网页搜索需要 Serper API 密钥或 SearXNG 实例：请设置 SERPER_API_KEY 或 LMARS_SEARXNG_URL（环境变量或 .env）。</translation>
    </message>
    <message>
        <source>No search source is available: set SERPER_API_KEY or LMARS_SEARXNG_URL for web search, or include caselaw in --sources.</source>
        <translation>没有可用的搜索来源：请设置 SERPER_API_KEY 或 LMARS_SEARXNG_URL 以启用网页搜索，或在 --sources 中加入 caselaw。</translation>
    </message>
    <message>
        <source>Your document library is empty, so it is not searched.</source>
        <translation>您的文档库为空，因此不会检索。</translation>
    </message>
    <message>
        <source>The U.S. Code is read by citation (for example &quot;42 U.S.C. § 1983&quot;); set GOVINFO_API_KEY to search it by words.</source>
        <translation>《美国法典》按引文读取（例如“42 U.S.C. § 1983”）；设置 GOVINFO_API_KEY 后可按关键词搜索。</translation>
    </message>
    <message>
        <source>The document library has not been indexed yet (run &apos;lmars-cli library index&apos;).</source>
        <translation>文档资料库尚未建立索引（请运行 &apos;lmars-cli library index&apos;）。</translation>
    </message>
    <message>
        <source>Case law searches CourtListener anonymously (100 requests a day); add a CourtListener token in Settings → Search for more.</source>
        <translation>判例法以匿名方式搜索 CourtListener（每天 100 次请求）；如需更多，请在“设置 → 搜索”中添加 CourtListener 令牌。</translation>
    </message>
</context>
<context>
    <name>SourceIcons</name>
    <message>
        <source>W</source>
        <comment>web source icon letter</comment>
        <translation>网</translation>
    </message>
    <message>
        <source>C</source>
        <comment>case law icon letter</comment>
        <translation>判</translation>
    </message>
    <message>
        <source>D</source>
        <comment>my document icon letter</comment>
        <translation>文</translation>
    </message>
    <message>
        <source>O</source>
        <comment>official source icon letter</comment>
        <translation>官</translation>
    </message>
</context>
<context>
    <name>SqliteSegmentStore</name>
    <message>
        <source>The library index is damaged: a segment cannot be read.</source>
        <translation>文档库索引已损坏：无法读取某个分段。</translation>
    </message>
</context>
<context>
    <name>Statement</name>
    <message>
        <source>The session database failed: %1</source>
        <translation>会话数据库出错：%1</translation>
    </message>
    <message>
        <source>Stepping a statement that was never prepared.</source>
        <translation>尝试执行一条从未准备的语句。</translation>
    </message>
    <message>
        <source>The session database failed: cannot bind parameter %1 (%2).</source>
        <translation>会话数据库出错：无法绑定参数 %1（%2）。</translation>
    </message>
</context>
<context>
    <name>StatuteLibraryExport</name>
    <message>
        <source>Cannot read the articles %1: %2.</source>
        <translation>无法读取条文 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1, line %2: an article needs article_no and text.</source>
        <translation>%1，第 %2 行：条文需要 article_no 和 text。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>%1 holds no articles.</source>
        <translation>%1 中没有条文。</translation>
    </message>
</context>
<context>
    <name>SummaryAgent</name>
    <message>
        <source>This is legal information drawn from the cited sources, not legal advice. Laws change and their application depends on the facts; confirm with a qualified lawyer in your jurisdiction before acting.</source>
        <translation>以上是根据所引来源整理的法律信息，并非法律意见。法律会变化，其适用取决于具体事实；采取行动前，请向您所在司法管辖区的合格律师确认。</translation>
    </message>
    <message>
        <source>The model returned an empty answer.</source>
        <translation>模型返回了空回答。</translation>
    </message>
    <message>
        <source>The model used its whole output limit before writing any answer (its reasoning took all of it). Raise LMARS_LLM_MAX_TOKENS or choose a model that thinks less.</source>
        <translation>模型在写出任何回答之前就用完了输出上限（推理过程占用了全部额度）。请提高 LMARS_LLM_MAX_TOKENS，或选择推理较少的模型。</translation>
    </message>
    <message>
        <source>The revision was interrupted: %1</source>
        <translation>修订被中断：%1</translation>
    </message>
    <message>
        <source>The model returned an empty revision.</source>
        <translation>模型返回了空的修订。</translation>
    </message>
</context>
<context>
    <name>TableOfAuthorities</name>
    <message>
        <source>Cases</source>
        <translation>判例</translation>
    </message>
    <message>
        <source>Statutes</source>
        <translation>制定法</translation>
    </message>
    <message>
        <source>Regulations</source>
        <translation>法规</translation>
    </message>
    <message>
        <source>Other Authorities</source>
        <translation>其他依据</translation>
    </message>
    <message>
        <source>Table of Authorities: %1</source>
        <translation>引用依据目录：%1</translation>
    </message>
    <message>
        <source>The document cites no authority the citation reader recognizes.</source>
        <translation>文档未引用引文读取器能识别的任何依据。</translation>
    </message>
    <message>
        <source>The document has no pages: no page numbers are given.</source>
        <translation>文档没有分页：不提供页码。</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页码</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>%1: the table of authorities is written as .docx, .md, .html or .json.</source>
        <translation>%1：引用依据目录只能写为 .docx、.md、.html 或 .json。</translation>
    </message>
</context>
<context>
    <name>TaskCommands</name>
    <message>
        <source>Run LegalSearch-R1 or LegalAgentBench tasks through one condition and score each as its benchmark does; one JSON line per task.</source>
        <translation>以一种条件运行 LegalSearch-R1 或 LegalAgentBench 任务，并按各自基准的方式评分；每个任务一行 JSON。</translation>
    </message>
    <message>
        <source>The tasks (JSON lines or array): LegalSearch-R1 (id, type, question, answer, system_prompt, task_prompt) or LegalAgentBench (question, answer, key, key_middle).</source>
        <translation>任务（JSON Lines 或数组）：LegalSearch-R1（id、type、question、answer、system_prompt、task_prompt）或 LegalAgentBench（question、answer、key、key_middle）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>closed-book (the model alone), simple, multi or evidence (research first).</source>
        <translation>closed-book（仅模型）、simple、multi 或 evidence（先进行检索研究）。</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Only these task types (comma-separated).</source>
        <translation>仅限这些任务类型（以逗号分隔）。</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>Only the first N tasks (after --types).</source>
        <translation>仅前 N 个任务（在 --types 筛选之后）。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Results file (JSON lines); default tasks-CONDITION.jsonl.</source>
        <translation>结果文件（JSON Lines）；默认为 tasks-CONDITION.jsonl。</translation>
    </message>
    <message>
        <source>Tasks at once (1-16).</source>
        <translation>同时运行的任务数（1-16）。</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local.</source>
        <translation>以逗号分隔的来源：web、searxng、caselaw、local。</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>模型名称。</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The lcs judge&apos;s model (same provider); default: the evaluated model.</source>
        <translation>lcs 评审模型（同一提供方）；默认为被评估的模型。</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD) for every task; default: the date each question states.</source>
        <translation>所有任务均适用此日期（YYYY-MM-DD）的法律；默认为各题所述的日期。</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Folder of the databases.</source>
        <translation>数据库所在文件夹。</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>意外的参数“%1”。</translation>
    </message>
    <message>
        <source>--dataset FILE is required.</source>
        <translation>必须指定 --dataset FILE。</translation>
    </message>
    <message>
        <source>--condition must be one of: closed-book, simple, multi, evidence.</source>
        <translation>--condition 必须是以下之一：closed-book、simple、multi、evidence。</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit 必须是正数。</translation>
    </message>
    <message>
        <source>--concurrency must be a number from 1 to 16.</source>
        <translation>--concurrency 必须是 1 到 16 之间的数字。</translation>
    </message>
    <message>
        <source>no task of the types %1 in %2.</source>
        <translation>%2 中没有类型为 %1 的任务。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Evaluating %1 tasks of %2 · %3 · %4 · results in %5</source>
        <translation>正在评估 %2 的 %1 个任务 · %3 · %4 · 结果写入 %5</translation>
    </message>
    <message>
        <source>[%1/%2] %3: failed: %4</source>
        <translation>[%1/%2] %3：失败：%4</translation>
    </message>
    <message>
        <source>[%1/%2] %3 (%4): score %5</source>
        <translation>[%1/%2] %3（%4）：得分 %5</translation>
    </message>
    <message>
        <source>Cancelled. %1 results are in %2.</source>
        <translation>已取消。%1 条结果保存在 %2 中。</translation>
    </message>
    <message>
        <source>every task failed; first error: %1</source>
        <translation>所有任务均失败；第一个错误：%1</translation>
    </message>
    <message>
        <source>Write statute articles with validity windows (LegalSearch-R1&apos;s derived/civil_code_articles.jsonl) as a library folder: one Markdown file per article with effective_from / effective_to.</source>
        <translation>将带有效期的法律条文（LegalSearch-R1 的 derived/civil_code_articles.jsonl）写成资料库文件夹：每条一个 Markdown 文件，含 effective_from / effective_to。</translation>
    </message>
    <message>
        <source>The articles (JSON lines).</source>
        <translation>条文（JSON Lines）。</translation>
    </message>
    <message>
        <source>The folder to write (created if missing).</source>
        <translation>要写入的文件夹（不存在时创建）。</translation>
    </message>
    <message>
        <source>--articles FILE and --out DIR are required.</source>
        <translation>必须提供 --articles FILE 和 --out DIR。</translation>
    </message>
    <message>
        <source>%1 articles written to %2 (%3 still in force). Index them with &quot;lmars-cli library index --library %2&quot;, then research over them with &quot;eval tasks --sources local&quot;.</source>
        <translation>已将 %1 条条文写入 %2（%3 条仍然有效）。请用 &quot;lmars-cli library index --library %2&quot; 建立索引，然后用 &quot;eval tasks --sources local&quot; 在其上检索研究。</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>模型提供方：%1。</translation>
    </message>
</context>
<context>
    <name>TaskDataset</name>
    <message>
        <source>Cannot read the dataset %1: %2.</source>
        <translation>无法读取数据集 %1：%2。</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 不是有效的 JSON。</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>第 %1 项</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>is not a JSON object.</source>
        <translation>不是 JSON 对象。</translation>
    </message>
    <message>
        <source>&quot;id&quot; is missing or empty.</source>
        <translation>缺少 &quot;id&quot; 或其为空。</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used by an earlier task too.</source>
        <translation>id &quot;%1&quot; 已被之前的任务使用。</translation>
    </message>
    <message>
        <source>&quot;question&quot; is missing or empty.</source>
        <translation>&quot;question&quot; 缺失或为空。</translation>
    </message>
    <message>
        <source>&quot;key&quot; must be a string or an array of strings (the facts the answer must state).</source>
        <translation>&quot;key&quot; 必须是字符串或字符串数组（答案必须陈述的事实）。</translation>
    </message>
    <message>
        <source>unknown task type &quot;%1&quot;; the types are %2.</source>
        <translation>未知任务类型 &quot;%1&quot;；类型为 %2。</translation>
    </message>
    <message>
        <source>&quot;answer&quot; is missing or empty.</source>
        <translation>缺少 &quot;answer&quot; 或其为空。</translation>
    </message>
    <message>
        <source>%1 holds no tasks.</source>
        <translation>%1 中没有任务。</translation>
    </message>
</context>
<context>
    <name>TaskReport</name>
    <message>
        <source>task type · metric</source>
        <translation>任务类型 · 指标</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>failed (score 0)</source>
        <translation>失败（计 0 分）</translation>
    </message>
    <message>
        <source>%1 · n</source>
        <translation>%1 · n</translation>
    </message>
    <message>
        <source>%1 · score</source>
        <translation>%1 · 得分</translation>
    </message>
    <message>
        <source>U-Score paper (lower better)</source>
        <translation>U-Score 论文权重（越低越好）</translation>
    </message>
    <message>
        <source>latency mean s</source>
        <translation>平均延迟（秒）</translation>
    </message>
    <message>
        <source>tokens / task</source>
        <translation>每任务 token 数</translation>
    </message>
    <message>
        <source>Score: accuracy for the letter, charge and exact types; ROUGE-L for lar; the judge&apos;s 0-1 for lcs; the success rate for LegalAgentBench tasks (processRate beside it). Failed tasks score 0.</source>
        <translation>得分：字母、罪名和精确匹配类型为准确率；lar 为 ROUGE-L；lcs 为评审给出的 0-1 分；LegalAgentBench 任务为成功率（旁列 processRate）。失败的任务计 0 分。</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <source>The library condition is for MASLegalBench questions (eval mcq).</source>
        <translation>library 条件用于 MASLegalBench 题目（eval mcq）。</translation>
    </message>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>回放缺少 %n 条录制的响应；第一条：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already holds results: choose another --out file.</source>
        <translation>%1 已有结果：请选择另一个 --out 文件。</translation>
    </message>
</context>
<context>
    <name>TextDecoder</name>
    <message>
        <source>The file is not text (it contains binary data).</source>
        <translation>该文件不是文本（包含二进制数据）。</translation>
    </message>
    <message>
        <source>The file is in the %1 encoding, which cannot be decoded here; save it as UTF-8 and add it again.</source>
        <translation>该文件使用 %1 编码，此处无法解码；请将其另存为 UTF-8 后重新添加。</translation>
    </message>
    <message>
        <source>The text&apos;s encoding was guessed as %1 (confidence %2%); if it reads wrong, save the file as UTF-8.</source>
        <translation>文本编码被推测为 %1（置信度 %2%）；如果显示有误，请将文件另存为 UTF-8。</translation>
    </message>
    <message>
        <source>The file is in a stateful ISO-2022 encoding that could not be decoded; save it as UTF-8 and add it again.</source>
        <translation>该文件使用无法解码的有状态 ISO-2022 编码；请将其另存为 UTF-8 后重新添加。</translation>
    </message>
    <message>
        <source>The text&apos;s encoding could not be detected; it was read as Windows-1252, so accented or non-Latin letters may be wrong.</source>
        <translation>无法检测文本编码；已按 Windows-1252 读取，带重音或非拉丁字母可能有误。</translation>
    </message>
</context>
<context>
    <name>TimelineCardRenderer</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>领域</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>司法管辖区</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>当事方</translation>
    </message>
    <message>
        <source>Urgency</source>
        <translation>紧急程度</translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) planned.</source>
        <translation>
            <numerusform>已计划 %n 次搜索。</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>第 %1 轮迭代</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>sufficient</source>
        <translation>充分</translation>
    </message>
    <message>
        <source>insufficient</source>
        <translation>不充分</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>reading pages…</source>
        <translation>正在阅读页面…</translation>
    </message>
    <message>
        <source>judging…</source>
        <translation>正在评审…</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>正在排序…</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n 条结果</numerusform>
        </translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>已读页面</translation>
    </message>
    <message>
        <source>%1 characters · %2</source>
        <translation>%1 个字符 · %2</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>评审</translation>
    </message>
    <message>
        <source>Source quality</source>
        <translation>来源质量</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Contradictions</source>
        <translation>矛盾之处</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>Next searches</source>
        <translation>后续搜索</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>正在撰写…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>The answer streams into the answer view as it is written.</source>
        <translation>回答会在撰写过程中实时显示在回答视图中。</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) cited.</source>
        <translation>
            <numerusform>引用了 %n 个来源。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) point to no source and are flagged as unverified.</source>
        <translation>
            <numerusform>%n 个标记未指向任何来源，已标记为未经核实。</numerusform>
        </translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) found.</source>
        <translation>
            <numerusform>找到 %n 个来源。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped. What was found so far is kept: %n source(s).</source>
        <translation>
            <numerusform>已停止。目前找到的内容已保留：%n 个来源。</numerusform>
        </translation>
    </message>
    <message>
        <source>The program ended before this research finished. What was found is kept.</source>
        <translation>程序在此研究完成前退出。已找到的内容已保留。</translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>研究失败。</translation>
    </message>
    <message>
        <source>%1 (your date; applies to every source)</source>
        <translation>%1（您指定的日期；适用于所有来源）</translation>
    </message>
    <message>
        <source>%1 (from the question; applies to every source)</source>
        <translation>%1（来自问题；适用于所有来源）</translation>
    </message>
    <message>
        <source>%1 (today; applies to every source)</source>
        <translation>%1（今天；适用于所有来源）</translation>
    </message>
    <message>
        <source>U-Score %1: the wording reads with %2 uncertainty (lower is better).</source>
        <translation>U-Score %1：措辞的不确定性为%2（越低越好）。</translation>
    </message>
    <message>
        <source>The research was cancelled before this step.</source>
        <translation>研究在此步骤之前已取消。</translation>
    </message>
    <message>
        <source>The program ended before this step.</source>
        <translation>程序在此步骤之前已结束。</translation>
    </message>
    <message>
        <source>The research failed before this step (the Outcome card says why).</source>
        <translation>研究在此步骤之前失败（原因见“结果”卡片）。</translation>
    </message>
    <message>
        <source>The research ended before this step.</source>
        <translation>研究在此步骤之前已结束。</translation>
    </message>
    <message>
        <source>Cancelled while the answer was being written: the part written so far is kept in the answer view, marked as such.</source>
        <translation>在撰写回答时已取消：已写出的部分保留在回答视图中，并已标明。</translation>
    </message>
    <message>
        <source>Stopped while the answer was being written: the part written so far is kept in the answer view, marked as such.</source>
        <translation>在撰写回答时已停止：已写出的部分保留在回答视图中，并已标明。</translation>
    </message>
</context>
<context>
    <name>UScoreCommand</name>
    <message>
        <source>cannot read the %1 %2: %3.</source>
        <translation>无法读取%1 %2：%3。</translation>
    </message>
    <message>
        <source>low uncertainty</source>
        <translation>低不确定性</translation>
    </message>
    <message>
        <source>moderate uncertainty</source>
        <translation>中等不确定性</translation>
    </message>
    <message>
        <source>high uncertainty</source>
        <translation>高不确定性</translation>
    </message>
    <message>
        <source>the sources file starts like JSON but is not valid JSON.</source>
        <translation>来源文件看似 JSON，但不是有效的 JSON。</translation>
    </message>
    <message>
        <source>the sources file is a JSON object without a &quot;sources&quot; array.</source>
        <translation>来源文件是缺少 &quot;sources&quot; 数组的 JSON 对象。</translation>
    </message>
    <message>
        <source>Rate how uncertain an answer reads (U-Score of L-MARS, 0 = certain, 1 = uncertain; lower is better).</source>
        <translation>评估回答读起来的不确定程度（L-MARS 的 U-Score，0 = 确定，1 = 不确定；越低越好）。</translation>
    </message>
    <message>
        <source>File with the answer text (&quot;-&quot; reads standard input).</source>
        <translation>包含回答文本的文件（&quot;-&quot; 表示读取标准输入）。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Sources: one URL or name per line (# comments), a JSON array, or a trajectory document. Without it, the URLs in the answer are used.</source>
        <translation>来源：每行一个 URL 或名称（# 开头为注释）、JSON 数组或轨迹文档。省略时使用回答中的 URL。</translation>
    </message>
    <message>
        <source>The jurisdiction the answer should name.</source>
        <translation>回答应指明的司法管辖区。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Print {H, T, C, J, D, paper, referenceCode, band} as JSON.</source>
        <translation>以 JSON 输出 {H, T, C, J, D, paper, referenceCode, band}。</translation>
    </message>
    <message>
        <source>usage: lmars-cli uscore --answer-file F [--sources-file S] [--jurisdiction J] [--json]</source>
        <translation>用法：lmars-cli uscore --answer-file F [--sources-file S] [--jurisdiction J] [--json]</translation>
    </message>
    <message>
        <source>only one of --answer-file and --sources-file can be &quot;-&quot;.</source>
        <translation>--answer-file 和 --sources-file 中只能有一个为 &quot;-&quot;。</translation>
    </message>
    <message>
        <source>answer file</source>
        <translation>回答文件</translation>
    </message>
    <message>
        <source>sources file</source>
        <translation>来源文件</translation>
    </message>
    <message>
        <source>U-Score components (0 = certain, 1 = uncertain):
</source>
        <translation>U-Score 各项（0 = 确定，1 = 不确定）：
</translation>
    </message>
    <message>
        <source>hedging: share of hedge words (may, likely, generally, if, ...)</source>
        <translation>含糊措辞：模糊限制语所占比例（may、likely、generally、if 等）</translation>
    </message>
    <message>
        <source>temporal vagueness: vague time words against concrete dates</source>
        <translation>时间模糊：模糊时间词与具体日期之比</translation>
    </message>
    <message>
        <source>citation insufficiency: authority of the sources cited</source>
        <translation>引用不足：所引来源的权威性</translation>
    </message>
    <message>
        <source>jurisdiction non-specificity: how clearly a jurisdiction is named</source>
        <translation>司法管辖区不明确：司法管辖区指明的清晰程度</translation>
    </message>
    <message>
        <source>indecisiveness: non-committal against decisive wording</source>
        <translation>缺乏定论：含糊其辞与明确表态之比</translation>
    </message>
    <message>
        <source>U-Score %1 (paper weights) — %2; lower is better
</source>
        <translation>U-Score %1（论文权重）— %2；越低越好
</translation>
    </message>
    <message>
        <source>U-Score %1 (reference-code weights) — %2
</source>
        <translation>U-Score %1（参考代码权重）— %2
</translation>
    </message>
</context>
<context>
    <name>UsCodeClient</name>
    <message>
        <source>GovInfo has no %1 (HTTP 404).</source>
        <translation>GovInfo 没有 %1（HTTP 404）。</translation>
    </message>
    <message>
        <source>GovInfo could not be reached for %1: %2</source>
        <translation>无法连接 GovInfo 获取 %1：%2</translation>
    </message>
    <message>
        <source>GovInfo&apos;s page for %1 holds no section text.</source>
        <translation>GovInfo 上 %1 的页面不包含该条文的文本。</translation>
    </message>
    <message>
        <source>&quot;%1 U.S.C. § %2&quot; is not a U.S. Code title and section.</source>
        <translation>“%1 U.S.C. § %2”不是《美国法典》的编和条。</translation>
    </message>
    <message>
        <source>The GovInfo URL &quot;%1&quot; is not valid; check LMARS_GOVINFO_URL.</source>
        <translation>GovInfo 网址“%1”无效；请检查 LMARS_GOVINFO_URL。</translation>
    </message>
</context>
<context>
    <name>UsCodeSource</name>
    <message>
        <source>GovInfo answered with something that is not a search result.</source>
        <translation>GovInfo 返回的内容不是搜索结果。</translation>
    </message>
    <message>
        <source>GovInfo rejected the API key; check GOVINFO_API_KEY (an api.data.gov key).</source>
        <translation>GovInfo 拒绝了该 API 密钥；请检查 GOVINFO_API_KEY（api.data.gov 密钥）。</translation>
    </message>
    <message>
        <source>GovInfo&apos;s rate limit for this key is used up (HTTP 429); try again later.</source>
        <translation>此密钥的 GovInfo 请求限额已用完（HTTP 429）；请稍后再试。</translation>
    </message>
    <message>
        <source>GovInfo search failed: %1</source>
        <translation>GovInfo 搜索失败：%1</translation>
    </message>
    <message>
        <source>The U.S. Code query is empty.</source>
        <translation>《美国法典》查询为空。</translation>
    </message>
    <message>
        <source>The U.S. Code source reads sections by citation (for example &quot;42 U.S.C. § 1983&quot;); searching it by words needs a GovInfo key: set GOVINFO_API_KEY (an api.data.gov key).</source>
        <translation>《美国法典》来源按引文读取条文（例如“42 U.S.C. § 1983”）；按关键词搜索需要 GovInfo 密钥：请设置 GOVINFO_API_KEY（api.data.gov 密钥）。</translation>
    </message>
    <message>
        <source>The U.S. Code search was cancelled.</source>
        <translation>《美国法典》搜索已取消。</translation>
    </message>
</context>
<context>
    <name>VectorBuilder</name>
    <message>
        <source>Building the library&apos;s vectors was cancelled.</source>
        <translation>文档库向量的构建已取消。</translation>
    </message>
    <message>
        <source>Vectors: learning the library&apos;s model…</source>
        <translation>向量：正在学习文档库的模型…</translation>
    </message>
    <message>
        <source>Vectors: none yet; the library is searched by words until they are built.</source>
        <translation>向量：尚无；构建完成前文档库仅按词语搜索。</translation>
    </message>
    <message>
        <source>Vectors: %1 of %2 passages, %3</source>
        <translation>向量：%2 个段落中的 %1 个，%3</translation>
    </message>
    <message>
        <source>; embedding again for the new model…</source>
        <translation>；正在为新模型重新计算…</translation>
    </message>
    <message>
        <source>; building…</source>
        <translation>；正在构建…</translation>
    </message>
    <message>
        <source>; complete</source>
        <translation>；已完成</translation>
    </message>
    <message>
        <source>; building the approximate index: searches are exact (slower) until it is ready</source>
        <translation>；正在构建近似索引：在其就绪之前，搜索为精确搜索（较慢）</translation>
    </message>
    <message>
        <source>; no approximate index yet: searches are exact (slower) until the next build</source>
        <translation>；尚无近似索引：在下次构建之前，搜索为精确搜索（较慢）</translation>
    </message>
</context>
<context>
    <name>VectorGraph</name>
    <message>
        <source>its dimension is %1, the model&apos;s %2</source>
        <translation>其维度为 %1，模型的维度为 %2</translation>
    </message>
    <message>
        <source>it is not an approximate index</source>
        <translation>它不是近似索引</translation>
    </message>
    <message>
        <source>The approximate index could not be stored: %1</source>
        <translation>无法保存近似索引：%1</translation>
    </message>
</context>
<context>
    <name>VectorIndex</name>
    <message>
        <source>Cannot write the vector index %1: %2</source>
        <translation>无法写入向量索引 %1：%2</translation>
    </message>
    <message>
        <source>This is not a vector index.</source>
        <translation>这不是向量索引。</translation>
    </message>
    <message>
        <source>This vector index was written by another version or machine; it must be rebuilt.</source>
        <translation>此向量索引由其他版本或其他计算机写入，必须重新构建。</translation>
    </message>
    <message>
        <source>The vector index is damaged.</source>
        <translation>向量索引已损坏。</translation>
    </message>
    <message>
        <source>The vector index is damaged or cut short.</source>
        <translation>向量索引已损坏或不完整。</translation>
    </message>
    <message>
        <source>Cannot read the vector index %1: %2</source>
        <translation>无法读取向量索引 %1：%2</translation>
    </message>
</context>
<context>
    <name>VectorStore</name>
    <message>
        <source>The vector model %1 was not recorded.</source>
        <translation>未记录向量模型 %1。</translation>
    </message>
    <message>
        <source>%1 vectors for %2 passages.</source>
        <translation>%2 个段落对应 %1 个向量。</translation>
    </message>
</context>
<context>
    <name>VerificationCardRenderer</name>
    <message>
        <source>Verification</source>
        <translation>核查</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>检查中</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>Citations, quotations and cited claims are being checked.</source>
        <translation>正在检查引用、引文和所引用的论断。</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked.</source>
        <translation>此回答中的内容均未经过检查。</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n 条被标记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the Citation check in the answer)</source>
        <translation>
            <numerusform>另有 %n 条（见回答中的引用检查）</numerusform>
        </translation>
    </message>
    <message>
        <source>Revised once: the answer was rewritten after failed checks and checked again.</source>
        <translation>已修订一次：回答在检查未通过后被重写并再次检查。</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未发现</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>? later treatment</source>
        <translation>? 后续处理</translation>
    </message>
    <message>
        <source>citing opinion</source>
        <translation>引用意见</translation>
    </message>
</context>
<context>
    <name>VerificationSummary</name>
    <message>
        <source>Not in the cited sources: %1.</source>
        <translation>所引用的来源中没有：%1。</translation>
    </message>
    <message>
        <source>Closest passage (%1% similar): &quot;%2&quot;</source>
        <translation>最接近的段落（相似度 %1%）：“%2”</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已核实</translation>
    </message>
    <message>
        <source>misquoted</source>
        <translation>引文有误</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>未核查</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>有依据</translation>
    </message>
    <message>
        <source>partially supported</source>
        <translation>部分有依据</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>无依据</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>与来源矛盾</translation>
    </message>
    <message>
        <source>Citation %1: %2</source>
        <translation>引用 %1：%2</translation>
    </message>
    <message>
        <source>Found: %1</source>
        <translation>查到：%1</translation>
    </message>
    <message>
        <source>Quotation: %1</source>
        <translation>引文：%1</translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>论断：%1</translation>
    </message>
    <message>
        <source>Supporting passage [%1]: &quot;%2&quot;</source>
        <translation>支持该论断的段落 [%1]：“%2”</translation>
    </message>
    <message>
        <source>Citations: none</source>
        <translation>引用：无</translation>
    </message>
    <message>
        <source>Citations: %1 (%2)</source>
        <translation>引用：%1（%2）</translation>
    </message>
    <message>
        <source>Quotations: %1 (%2)</source>
        <translation>引文：%1（%2）</translation>
    </message>
    <message>
        <source>Claims: %1 (%2)</source>
        <translation>论断：%1（%2）</translation>
    </message>
    <message>
        <source>Citation check</source>
        <translation>引用检查</translation>
    </message>
    <message>
        <source>Needs attention (%1):</source>
        <translation>需要注意（%1）：</translation>
    </message>
    <message>
        <source>Quotation &quot;%1&quot; — %2: %3</source>
        <translation>引文“%1”— %2：%3</translation>
    </message>
    <message>
        <source>Claim &quot;%1&quot; — %2: %3</source>
        <translation>论断“%1”— %2：%3</translation>
    </message>
    <message>
        <source>Nothing was flagged.</source>
        <translation>没有任何内容被标记。</translation>
    </message>
    <message>
        <source>The answer was revised once after failed checks.</source>
        <translation>回答在检查未通过后修订过一次。</translation>
    </message>
    <message>
        <source>The checks did not finish; what is not listed was not checked.</source>
        <translation>检查未完成；未列出的内容未经检查。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the session was saved before citations were verified, or the checks did not run.</source>
        <translation>此回答中的内容均未经过检查：该会话保存于引用核查功能之前，或检查没有运行。</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>(found: %1)</source>
        <translation>（查到：%1）</translation>
    </message>
    <message>
        <source>Flagged quotations</source>
        <translation>被标记的引文</translation>
    </message>
    <message>
        <source>Flagged claims</source>
        <translation>被标记的论断</translation>
    </message>
    <message>
        <source>Verification was turned off for this run: nothing in this answer was checked.</source>
        <translation>本次运行已关闭核查：此回答中的任何内容均未经检查。</translation>
    </message>
    <message>
        <source>no reason was recorded</source>
        <translation>未记录原因</translation>
    </message>
    <message>
        <source>Quotations not checked</source>
        <translation>未核查的引文</translation>
    </message>
    <message numerus="yes">
        <source>%n verified</source>
        <translation>
            <numerusform>%n 条已核实</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mismatch(es)</source>
        <translation>
            <numerusform>%n 条不匹配</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not found</source>
        <translation>
            <numerusform>%n 条未找到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous</source>
        <translation>
            <numerusform>%n 条有歧义</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid</source>
        <translation>
            <numerusform>%n 条无效</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n implausible</source>
        <translation>
            <numerusform>%n 条不合理</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchecked</source>
        <translation>
            <numerusform>%n 条未核查</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n misquoted</source>
        <translation>
            <numerusform>%n 条引文有误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n supported</source>
        <translation>
            <numerusform>%n 条有依据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partially supported</source>
        <translation>
            <numerusform>%n 条部分有依据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not supported</source>
        <translation>
            <numerusform>%n 条无依据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contradicted</source>
        <translation>
            <numerusform>%n 条与来源矛盾</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the run was cancelled before its citations were checked.</source>
        <translation>此回答未经任何核查：研究在核查引用之前已被取消。</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the run stopped before its citations were checked.</source>
        <translation>此回答未经任何核查：研究在核查引用之前已停止。</translation>
    </message>
    <message>
        <source>Later treatment: %1</source>
        <translation>后续处理：%1</translation>
    </message>
    <message>
        <source>%1 — later treatment: %2</source>
        <translation>%1 — 后续处理：%2</translation>
    </message>
    <message>
        <source>Binding or persuasive:</source>
        <translation>有约束力或仅具说服力：</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>cannot read standard input.</source>
        <translation>无法读取标准输入。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 不是文件。</translation>
    </message>
    <message>
        <source>%1: unsupported file type (supported: %2).</source>
        <translation>%1：不支持的文件类型（支持：%2）。</translation>
    </message>
    <message>
        <source>page %1, line %2</source>
        <translation>第 %1 页，第 %2 行</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>refers to %1</source>
        <translation>指向 %1</translation>
    </message>
    <message>
        <source>%1: citations: %2, flagged: %3</source>
        <translation>%1：引用 %2 条，标记 %3 条</translation>
    </message>
    <message>
        <source>A .pdf, .docx, .txt, .md or .html file; &quot;-&quot; reads text from standard input.</source>
        <translation>一个 .pdf、.docx、.txt、.md 或 .html 文件；&quot;-&quot; 表示从标准输入读取文本。</translation>
    </message>
    <message>
        <source>the citation tables are missing from this build.</source>
        <translation>此构建中缺少引用表。</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>lmars-cli: interrupted; the citations not yet looked up are unchecked.</source>
        <translation>lmars-cli：已中断；尚未查询的引证保持未核查状态。</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>没有会话 %1。</translation>
    </message>
    <message>
        <source>session %1 has no answer to check.</source>
        <translation>会话 %1 没有可供核查的回答。</translation>
    </message>
    <message>
        <source>Session %1: %2</source>
        <translation>会话 %1：%2</translation>
    </message>
    <message>
        <source>Regulations checked as of %1.</source>
        <translation>法规按 %1 的版本核查。</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>The saved session has no verification record (it was saved before citations were checked), so every citation above is new.</source>
        <translation>已保存的会话没有核查记录（保存时尚未核查引证），因此上面的所有引证都是新的。</translation>
    </message>
    <message>
        <source>Nothing changed since the session was saved.</source>
        <translation>自会话保存以来没有任何变化。</translation>
    </message>
    <message>
        <source>Changed since the session was saved:</source>
        <translation>自会话保存以来的变化：</translation>
    </message>
    <message>
        <source>List every citation in a document (cases, short forms, statutes, regulations, Federal Register, Pub. L., Stat., executive orders) with its page, line and status, the most dangerous first (mismatch, not found, invalid, implausible, ambiguous, unchecked, verified). Cases are looked up in CourtListener when COURTLISTENER_API_TOKEN is set; C.F.R. sections, Federal Register citations, executive orders and U.S.C. sections are checked at eCFR, the Federal Register and GovInfo.</source>
        <translation>列出文档中的每条引证（案例、简式引证、制定法、法规、《联邦公报》、Pub. L.、Stat.、行政命令）及其页码、行号和状态，最危险的排在最前（不符、未找到、无效、不合理、有歧义、未核查、已核实）。设置 COURTLISTENER_API_TOKEN 后，案例将在 CourtListener 中查询；C.F.R. 条款、《联邦公报》引证、行政命令和 U.S.C. 条款分别在 eCFR、《联邦公报》和 GovInfo 核查。</translation>
    </message>
    <message>
        <source>With --session ID, the same checks run on a saved session&apos;s answer and the output says what changed since the session was saved.</source>
        <translation>使用 --session ID 时，对已保存会话的回答执行同样的核查，并说明自会话保存以来的变化。</translation>
    </message>
    <message>
        <source>Exit codes: 0 nothing is flagged; 5 at least one citation is flagged; 2 usage error (bad arguments, a missing, unsupported or unreadable file, an unknown session); 3 configuration error (citation tables missing, session database unusable); 130 interrupted.</source>
        <translation>退出码：0 没有任何标记；5 至少有一条引证被标记；2 用法错误（参数错误、文件不存在、不受支持或无法读取、会话未知）；3 配置错误（缺少引证表、会话数据库不可用）；130 已中断。</translation>
    </message>
    <message>
        <source>Print {file or session, citations: [...], counts, notes[, changes]} as JSON.</source>
        <translation>以 JSON 输出 {file 或 session, citations: [...], counts, notes[, changes]}。</translation>
    </message>
    <message>
        <source>Run only the offline checks: look nothing up on the network.</source>
        <translation>只运行离线核查：不在网络上查询任何内容。</translation>
    </message>
    <message>
        <source>Check the answer of a saved session (its id or a unique prefix).</source>
        <translation>核查已保存会话的回答（其 ID 或唯一前缀）。</translation>
    </message>
    <message>
        <source>Check regulations as in force on this date (YYYY-MM-DD; default: today, or the session&apos;s as-of date).</source>
        <translation>按该日期有效的版本核查法规（YYYY-MM-DD；默认：今天，或会话的基准日期）。</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>会话数据库所在的文件夹。</translation>
    </message>
    <message>
        <source>The session was saved with verification turned off, so every citation above is new.</source>
        <translation>该会话保存时已关闭核查，因此上面的每条引证都是新的。</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>subsequent history: %1 %2</source>
        <translation>后续历史：%1 %2</translation>
    </message>
    <message>
        <source>The court the document is for (a courts-db id such as cal, calctapp, cand or ca9, or the court&apos;s name): each verified case is marked binding, persuasive or not precedential there. Without it, a session&apos;s jurisdiction suggests one.</source>
        <translation>文书所针对的法院（courts-db 标识，如 cal、calctapp、cand 或 ca9，或法院名称）：每个已核实的判例都会标注在该法院是有约束力、有说服力还是非先例。未指定时，由会话的司法管辖区推定一个。</translation>
    </message>
    <message>
        <source>Clear the citation cache first, so every citation is looked up again.</source>
        <translation>先清空引用缓存，使每条引用都重新查询。</translation>
    </message>
    <message>
        <source>--forum needs a court.</source>
        <translation>--forum 需要指定一个法院。</translation>
    </message>
    <message numerus="yes">
        <source>The citation cache was cleared (%n entries): every citation was looked up again.</source>
        <translation>
            <numerusform>已清空引用缓存（%n 条）：每条引用都已重新查询。</numerusform>
        </translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>引用检查：%1</translation>
    </message>
    <message>
        <source>--out must name a .docx, .md, .html or .json file.</source>
        <translation>--out 必须指定 .docx、.md、.html 或 .json 文件。</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>报告已写入 %1</translation>
    </message>
    <message>
        <source>Later treatment (opinions citing each verified case, read by CourtListener&apos;s search; a citator&apos;s hint, not a statement that a case is good law):</source>
        <translation>后续处理（通过 CourtListener 搜索读取的引用每个已核实案例的意见；仅为引证提示，并非声明该案例仍为有效判例）：</translation>
    </message>
    <message>
        <source>Looking for later negative treatment of the verified cases…</source>
        <translation>正在查找已核实案例的后续负面处理…</translation>
    </message>
    <message>
        <source>Do not look for later negative treatment. By default, after the checks, each verified case&apos;s citing opinions are searched in CourtListener and read for overruled, abrogated, superseded by statute, disapproved, called into doubt, declined to follow and limited to its facts (a few requests a minute on CourtListener&apos;s free tier; what the rate limit left unchecked is said).</source>
        <translation>不查找后续负面处理。默认情况下，检查完成后会在 CourtListener 中搜索引用每个已核实案例的意见，并查找推翻、废止、被成文法取代、不予认可、受到质疑、拒绝遵循和仅限于其事实等处理（CourtListener 免费层每分钟只允许少量请求；会说明因速率限制而未检查的内容）。</translation>
    </message>
    <message>
        <source>Read the text of at most this many citing opinions per case (default 5; the rest are counted).</source>
        <translation>每个案例最多读取这么多引用意见的全文（默认 5；其余仅计数）。</translation>
    </message>
    <message>
        <source>Table of authorities written to %1.</source>
        <translation>引用依据目录已写入 %1。</translation>
    </message>
    <message>
        <source>Print the document&apos;s table of authorities instead: its cases (alphabetical), statutes, regulations and other authorities, each once in Bluebook form with every page where it is cited (short forms, id. and supra counted to their full citation) and its check status.</source>
        <translation>改为打印文档的引用依据目录：其判例（按字母顺序）、制定法、法规和其他依据，每项以 Bluebook 格式列出一次，附上引用它的每一页（简称、id. 和 supra 计入其完整引文）及其核查状态。</translation>
    </message>
    <message>
        <source>--authorities lists the authorities of a document FILE, not of a session.</source>
        <translation>--authorities 列出文档（文件）的引用依据，而不是会话的。</translation>
    </message>
    <message>
        <source>--out must name a .docx, .md, .html or .json file: %1</source>
        <translation>--out 必须指定 .docx、.md、.html 或 .json 文件：%1</translation>
    </message>
    <message>
        <source>Also write the report of FILE to this file, or with --authorities the table: .docx (Word), .md, .html or .json.</source>
        <translation>同时将 FILE 的报告写入此文件，或配合 --authorities 写入引用表：.docx（Word）、.md、.html 或 .json。</translation>
    </message>
    <message>
        <source>usage: lmars-cli verify FILE [--json] [--offline] [--as-of DATE] [--forum COURT] [--refresh] [--no-treatment] [--citing-opinions N] [--out REPORT | --authorities [--out FILE]] | lmars-cli verify --session ID [--json] [--offline] [--forum COURT] [--refresh] [--no-treatment] [--citing-opinions N]</source>
        <translation>用法：lmars-cli verify FILE [--json] [--offline] [--as-of 日期] [--forum 法院] [--refresh] [--no-treatment] [--citing-opinions N] [--out 报告 | --authorities [--out 文件]] | lmars-cli verify --session ID [--json] [--offline] [--forum 法院] [--refresh] [--no-treatment] [--citing-opinions N]</translation>
    </message>
    <message>
        <source>--out writes the report of a FILE; a session&apos;s answer is exported with lmars-cli export.</source>
        <translation>--out 写出 FILE 的报告；会话的回答请用 lmars-cli export 导出。</translation>
    </message>
    <message>
        <source>--citing-opinions must be a number from 0 to 50.</source>
        <translation>--citing-opinions 必须是 0 到 50 之间的数字。</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged citation(s) stand for no authority of the table (for example a citation that could not be read whole); `lmars-cli verify FILE` lists them.</source>
        <translation>
            <numerusform>%n 条被标记的引用不对应表中的任何法律依据（例如无法完整读取的引用）；`lmars-cli verify FILE` 会列出它们。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyStage</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>研究已取消。</translation>
    </message>
    <message>
        <source>Verification was cancelled; the checks that had not finished are unchecked.</source>
        <translation>核查已取消；未完成的检查标记为未核查。</translation>
    </message>
    <message>
        <source>The answer could not be revised after its checks failed: %1</source>
        <translation>检查未通过后，无法修订回答：%1</translation>
    </message>
    <message>
        <source>The answer was not revised after its checks failed, because it is incomplete.</source>
        <translation>检查未通过后未修订回答，因为回答不完整。</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>尚未核查。</translation>
    </message>
    <message>
        <source>Claims were not checked with the model: no model is configured.</source>
        <translation>未用模型检查陈述：未配置模型。</translation>
    </message>
    <message>
        <source>Claims were not checked with the model: %1</source>
        <translation>未用模型检查陈述：%1</translation>
    </message>
    <message>
        <source>The model did not judge every claim; those it left out are unchecked.</source>
        <translation>模型未判断所有陈述；遗漏的陈述标记为未核查。</translation>
    </message>
    <message>
        <source>Not checked with the model.</source>
        <translation>未用模型检查。</translation>
    </message>
</context>
<context>
    <name>lmars::research::ResearchWorker</name>
    <message>
        <source>The session cannot be saved (%1): %2</source>
        <translation>无法保存会话（%1）：%2</translation>
    </message>
    <message>
        <source>The session could not be saved completely: %1</source>
        <translation>会话未能完整保存：%1</translation>
    </message>
    <message>
        <source>The answer cannot be continued: %1</source>
        <translation>无法继续生成回答：%1</translation>
    </message>
    <message>
        <source>The continued answer could not be saved (%1): %2</source>
        <translation>无法保存续写的回答（%1）：%2</translation>
    </message>
    <message>
        <source>The firm server cannot be reached (%1): the session is kept on this computer and sent when it is back.</source>
        <translation>无法连接律所服务器（%1）：会话保存在本机，待服务器恢复后再上传。</translation>
    </message>
</context>
<context>
    <name>lmars::settings::KeychainSecretStore</name>
    <message>
        <source>The system keychain refused access: unlock it (log in to your desktop&apos;s keyring or wallet) and start L-MARS again.</source>
        <translation>系统钥匙串拒绝访问：请将其解锁（登录桌面的密钥环或钱包），然后重新启动 L-MARS。</translation>
    </message>
    <message>
        <source>This system offers no keychain L-MARS can use.</source>
        <translation>此系统没有 L-MARS 可用的钥匙串。</translation>
    </message>
    <message>
        <source>The macOS Keychain did not answer: open Keychain Access to check that the login keychain is unlocked, then start L-MARS again.</source>
        <translation>macOS 钥匙串没有响应：请打开“钥匙串访问”确认登录钥匙串已解锁，然后重新启动 L-MARS。</translation>
    </message>
    <message>
        <source>The Windows Credential Manager did not answer: check that it is running, then start L-MARS again.</source>
        <translation>Windows 凭据管理器没有响应：请确认它正在运行，然后重新启动 L-MARS。</translation>
    </message>
    <message>
        <source>No keychain service answered. Install and start one — GNOME Keyring (package gnome-keyring) or KDE Wallet (package kwalletmanager) — and log in to your desktop again, then start L-MARS again.</source>
        <translation>没有钥匙串服务响应。请安装并启动一个——GNOME Keyring（软件包 gnome-keyring）或 KDE Wallet（软件包 kwalletmanager）——然后重新登录桌面，再重新启动 L-MARS。</translation>
    </message>
    <message>
        <source>(The keychain said: %1.)</source>
        <translation>（钥匙串的消息：%1。）</translation>
    </message>
    <message>
        <source>Until then keys are kept only until L-MARS closes; to keep them, set them as environment variables or in a .env file.</source>
        <translation>在此之前，密钥只保留到 L-MARS 关闭为止；如需保留，请将其设为环境变量或写入 .env 文件。</translation>
    </message>
</context>
<context>
    <name>lmars::settings::MemorySecretStore</name>
    <message>
        <source>No system keychain is in use: keys are kept only until L-MARS closes.</source>
        <translation>未使用系统钥匙串：密钥仅保留到 L-MARS 关闭为止。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::AnswerView</name>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Ask a legal question</source>
        <translation>提出法律问题</translation>
    </message>
    <message>
        <source>L-MARS plans searches, reads the web, case law and your own documents, checks the evidence and writes an answer in which every claim points to a numbered source.</source>
        <translation>L-MARS 规划搜索，查阅网页、判例法和您自己的文档，核查证据，并撰写回答，其中每项论断都指向一个带编号的来源。</translation>
    </message>
    <message>
        <source>It gives legal information, not legal advice. Check the cited sources and talk to a lawyer in your jurisdiction before acting.</source>
        <translation>本工具提供法律信息，而非法律意见。采取行动前，请核对所引来源，并咨询您所在司法管辖区的律师。</translation>
    </message>
    <message>
        <source>L-MARS</source>
        <translation>L-MARS</translation>
    </message>
    <message>
        <source>Researching: %1</source>
        <translation>正在研究：%1</translation>
    </message>
    <message>
        <source>This answer was cut off at the model&apos;s output limit and may end mid-sentence.</source>
        <translation>此回答在模型的输出上限处被截断，可能在句子中间结束。</translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>研究失败。</translation>
    </message>
    <message>
        <source>The research failed: %1</source>
        <translation>研究失败：%1</translation>
    </message>
    <message>
        <source>The research was cancelled before an answer was written. What was found is kept.</source>
        <translation>研究在写出回答之前已取消。已找到的内容予以保留。</translation>
    </message>
    <message>
        <source>The research was cancelled; the answer below is what was written until then.</source>
        <translation>研究已取消；下面的回答是取消前已写出的部分。</translation>
    </message>
    <message>
        <source>The program ended before this research finished. What was found is kept.</source>
        <translation>程序在本研究完成前已结束。已找到的内容予以保留。</translation>
    </message>
    <message>
        <source>This answer is incomplete: the model stopped with an error after part of it was written. “Continue the answer”, under the timeline, writes the rest.</source>
        <translation>此回答不完整：模型在写出部分内容后因错误停止。点击时间线下方的“继续生成回答”可写完其余部分。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::BackendStatusWidget</name>
    <message>
        <source>Library: this computer</source>
        <translation>文档库：本机</translation>
    </message>
    <message>
        <source>Library unavailable: %1</source>
        <translation>文档库不可用：%1</translation>
    </message>
    <message>
        <source>Firm server: %1 (connecting…)</source>
        <translation>事务所服务器：%1（正在连接…）</translation>
    </message>
    <message>
        <source>Firm server %1 unreachable: %2</source>
        <translation>事务所服务器 %1 无法访问：%2</translation>
    </message>
    <message>
        <source>Firm server: %1</source>
        <translation>事务所服务器：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) waiting for the firm server</source>
        <translation>
            <numerusform>%n 个会话等待上传到事务所服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Research still runs with the other sources; sessions are kept on this computer and sent when the server is back.</source>
        <translation>研究仍可使用其他来源进行；会话保存在本机，服务器恢复后会自动上传。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Connect to the firm server again and send the sessions waiting for it</source>
        <translation>重新连接事务所服务器并上传等待中的会话</translation>
    </message>
    <message>
        <source>Retry the firm server</source>
        <translation>重试事务所服务器</translation>
    </message>
</context>
<context>
    <name>lmars::ui::CitationCacheRow</name>
    <message>
        <source>Clearing…</source>
        <translation>正在清除…</translation>
    </message>
    <message>
        <source>Clear citation cache</source>
        <translation>清除引用缓存</translation>
    </message>
    <message>
        <source>Forget every cached citation lookup, so each citation is looked up again (lookups are kept for 30 days)</source>
        <translation>删除所有已缓存的引用查询，使每条引用重新查询（查询结果保留 30 天）</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n cached citation lookup(s).</source>
        <translation>
            <numerusform>已删除 %n 条缓存的引用查询。</numerusform>
        </translation>
    </message>
    <message>
        <source>The citation cache could not be cleared: %1</source>
        <translation>无法清除引用缓存：%1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ComposerWidget</name>
    <message>
        <source>U.S. federal</source>
        <translation>美国联邦</translation>
    </message>
    <message>
        <source>European Union</source>
        <translation>欧盟</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>英国</translation>
    </message>
    <message>
        <source>England and Wales</source>
        <translation>英格兰和威尔士</translation>
    </message>
    <message>
        <source>Scotland</source>
        <translation>苏格兰</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>加拿大</translation>
    </message>
    <message>
        <source>Australia</source>
        <translation>澳大利亚</translation>
    </message>
    <message>
        <source>India</source>
        <translation>印度</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>德国</translation>
    </message>
    <message>
        <source>France</source>
        <translation>法国</translation>
    </message>
    <message>
        <source>Ireland</source>
        <translation>爱尔兰</translation>
    </message>
    <message>
        <source>Ask a legal question, e.g. &quot;My landlord kept my security deposit. What can I do?&quot;  (Ctrl+Enter runs)</source>
        <translation>提出法律问题，例如：“房东扣下了我的押金，我该怎么办？”  （Ctrl+Enter 运行）</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message>
        <source>Query, search, answer: fastest.</source>
        <translation>查询、搜索、回答：速度最快。</translation>
    </message>
    <message>
        <source>Clarifying questions, then search, judge and refine until the evidence suffices.</source>
        <translation>先提出澄清问题，再搜索、评审并完善，直到证据充分。</translation>
    </message>
    <message>
        <source>No model: ranked sources with rule-based checks, no generated answer.</source>
        <translation>不使用模型：列出排序后的来源并进行基于规则的检查，不生成回答。</translation>
    </message>
    <message>
        <source>Research mode</source>
        <translation>研究模式</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>判例法</translation>
    </message>
    <message>
        <source>Search CourtListener</source>
        <translation>搜索 CourtListener</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>我的文档</translation>
    </message>
    <message>
        <source>Search your document library</source>
        <translation>搜索您的文档库</translation>
    </message>
    <message>
        <source>&amp;Jurisdiction</source>
        <translation>司法管辖区(&amp;J)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>司法管辖区</translation>
    </message>
    <message>
        <source>&amp;As of</source>
        <translation>截至(&amp;A)</translation>
    </message>
    <message>
        <source>Research the law as it stood on this day</source>
        <translation>按该日期时的法律状态进行研究</translation>
    </message>
    <message>
        <source>As-of date</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>&amp;Iterations</source>
        <translation>迭代次数(&amp;I)</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>最大迭代次数</translation>
    </message>
    <message>
        <source>Multi-turn: at most this many search, judge and refine rounds</source>
        <translation>多轮：最多进行的搜索、评审和完善轮数</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the research and keep what was found (Esc)</source>
        <translation>停止研究并保留已找到的内容（Esc）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Start the research (Ctrl+Enter)</source>
        <translation>开始研究（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>No model is configured, so only Evidence-only mode can run. Open Settings to choose a model.</source>
        <translation>未配置模型，因此只能运行“仅证据”模式。请打开“设置”选择模型。</translation>
    </message>
    <message>
        <source>Choose at least one source.</source>
        <translation>请至少选择一个来源。</translation>
    </message>
    <message>
        <source>Search the web (%1)</source>
        <translation>搜索网页（%1）</translation>
    </message>
    <message>
        <source>Search the Federal Register</source>
        <translation>检索联邦公报</translation>
    </message>
    <message>
        <source>Search the Code of Federal Regulations (eCFR)</source>
        <translation>检索联邦法规汇编（eCFR）</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>联邦公报</translation>
    </message>
    <message>
        <source>eCFR</source>
        <translation>eCFR</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>格式(&amp;F)</translation>
    </message>
    <message>
        <source>Answer format</source>
        <translation>回答格式</translation>
    </message>
    <message>
        <source>A direct answer, then key points and disclaimers.</source>
        <translation>直接回答，然后是要点和免责声明。</translation>
    </message>
    <message>
        <source>A legal memo: Issues, Rules with their citations, Application to your facts with the arguments on both sides, Conclusion. In Multi-turn mode the facts, rules, application and common-sense steps run first, each shown on the timeline.</source>
        <translation>法律备忘录：争点、附引用的规则、结合您的事实并列出双方论点的适用分析、结论。在多轮模式下，先运行事实、规则、适用和常识步骤，每一步都显示在时间线上。</translation>
    </message>
    <message>
        <source>U.S. Code</source>
        <translation>美国法典</translation>
    </message>
    <message>
        <source>Read U.S. Code sections by citation, e.g. 42 U.S.C. § 1983 (GovInfo)</source>
        <translation>按引文读取《美国法典》条文，例如 42 U.S.C. § 1983（GovInfo）</translation>
    </message>
    <message>
        <source>Ma&amp;tter</source>
        <translation>案件(&amp;T)</translation>
    </message>
    <message>
        <source>The matter this research is filed under; the history can be filtered by it</source>
        <translation>此研究归档所属的案件；可按案件筛选历史记录</translation>
    </message>
    <message>
        <source>C&amp;ourt</source>
        <translation>法院(&amp;O)</translation>
    </message>
    <message>
        <source>The court the research is for: each verified case is marked binding, persuasive or not precedential there</source>
        <translation>研究所针对的法院：每个已核实的案例都会标注其在该法院有约束力、有说服力或无先例效力</translation>
    </message>
</context>
<context>
    <name>lmars::ui::DocumentCheckDialog</name>
    <message>
        <source>Check citations in a document</source>
        <translation>检查文档中的引用</translation>
    </message>
    <message>
        <source>Drop a .pdf, .docx, .txt, .md or .html file here — a brief, a memo, a court filing — or choose one.</source>
        <translation>将 .pdf、.docx、.txt、.md 或 .html 文件（诉状、备忘录、法庭文件）拖放到此处，或选择一个文件。</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Filter citations, reasons, kinds…</source>
        <translation>筛选引用、原因、类型…</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>仅显示被标记的</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>引用</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>页</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>No document checked yet.</source>
        <translation>尚未核查任何文档。</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>文档（%1）</translation>
    </message>
    <message>
        <source>No citation checker is available.</source>
        <translation>没有可用的引用检查器。</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not checked.</source>
        <translation>已取消：%1 未被检查。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n citation(s)</source>
        <translation>
            <numerusform>%1：%n 条引用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n 条被标记</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped before the end: the rest is unchecked</source>
        <translation>在结束前停止：其余部分未核查</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the citation check</source>
        <translation>导出引用检查</translation>
    </message>
    <message>
        <source>Could not export to %1.</source>
        <translation>无法导出到 %1。</translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>引用检查：%1</translation>
    </message>
    <message>
        <source>Word…</source>
        <translation>Word…</translation>
    </message>
    <message>
        <source>Table of authorities…</source>
        <translation>引用依据目录…</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>引文</translation>
    </message>
    <message>
        <source>Table of authorities</source>
        <translation>引用依据目录</translation>
    </message>
    <message>
        <source>Export the table of authorities</source>
        <translation>导出引用依据目录</translation>
    </message>
    <message>
        <source>Word document (*.docx);;Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation>Word 文档 (*.docx);;Markdown (*.md);;HTML (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Looking for later negative treatment of the verified cases…</source>
        <translation>正在查找已核实案例后来的负面评价…</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word 文档 (*.docx)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::DocumentDropTarget</name>
    <message>
        <source>Drop a PDF, Word (.docx), text, Markdown or HTML file to check its citations.</source>
        <translation>拖放 PDF、Word（.docx）、文本、Markdown 或 HTML 文件以检查其中的引证。</translation>
    </message>
    <message>
        <source>Only files can be dropped here. %1</source>
        <translation>此处只能拖放文件。%1</translation>
    </message>
    <message>
        <source>%1 cannot be checked. %2</source>
        <translation>无法检查 %1。%2</translation>
    </message>
</context>
<context>
    <name>lmars::ui::EmbeddingSettingsPage</name>
    <message>
        <source>Embedding provider</source>
        <translation>嵌入提供方</translation>
    </message>
    <message>
        <source>None (the library&apos;s own vectors)</source>
        <translation>无（使用文库自身的向量）</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, vLLM, llama.cpp server…)</source>
        <translation>OpenAI 兼容（OpenAI、vLLM、llama.cpp 服务器…）</translation>
    </message>
    <message>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <source>LM Studio</source>
        <translation>LM Studio</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>提供方(&amp;P)</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>提供方的默认值</translation>
    </message>
    <message>
        <source>Embedding base URL</source>
        <translation>嵌入基础 URL</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>基础 URL(&amp;B)</translation>
    </message>
    <message>
        <source>for example text-embedding-3-small or nomic-embed-text</source>
        <translation>例如 text-embedding-3-small 或 nomic-embed-text</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <source>Azure OpenAI: the name of the deployment.</source>
        <translation>Azure OpenAI：部署的名称。</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>the model&apos;s own</source>
        <translation>模型自身的维度</translation>
    </message>
    <message>
        <source>Vector dimension</source>
        <translation>向量维度</translation>
    </message>
    <message>
        <source>Only for models that can shorten their vectors (text-embedding-3-small and -large).</source>
        <translation>仅适用于可以缩短向量的模型（text-embedding-3-small 和 -large）。</translation>
    </message>
    <message>
        <source>&amp;Dimension</source>
        <translation>维度(&amp;D)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>API 密钥(&amp;K)</translation>
    </message>
    <message>
        <source>Texts per request</source>
        <translation>每次请求的文本数</translation>
    </message>
    <message>
        <source>&amp;Texts per request</source>
        <translation>每次请求的文本数(&amp;T)</translation>
    </message>
    <message>
        <source>Requests at once</source>
        <translation>同时请求数</translation>
    </message>
    <message>
        <source>&amp;Requests at once</source>
        <translation>同时请求数(&amp;R)</translation>
    </message>
    <message>
        <source>The library can find passages by meaning as well as by words. Without a provider it learns its vectors from its own text; with one, the provider&apos;s embedding model makes them. Each passage is sent once: its vector is kept by the text&apos;s fingerprint.</source>
        <translation>文库可以既按词语也按语义查找段落。没有提供方时，它从自身文本学习向量；有提供方时，由提供方的嵌入模型生成向量。每个段落只发送一次：其向量按文本指纹保存。</translation>
    </message>
    <message>
        <source>Search the library by meaning as well as by words</source>
        <translation>在文库中既按词语也按语义搜索</translation>
    </message>
    <message>
        <source>Off: library searches find passages by their words only (exact references first, then BM25), and no vectors are made. The firm server&apos;s library is always searched by words.</source>
        <translation>关闭：文库搜索仅按词语查找段落（先精确引用，再 BM25），且不生成向量。事务所服务器上的文库始终按词语搜索。</translation>
    </message>
    <message>
        <source>&amp;Search by meaning</source>
        <translation>语义搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>语义</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>词语</translation>
    </message>
    <message>
        <source>Weight of exact references</source>
        <translation>精确引用的权重</translation>
    </message>
    <message>
        <source>Weight of meaning</source>
        <translation>语义的权重</translation>
    </message>
    <message>
        <source>Weight of words (BM25)</source>
        <translation>词语的权重（BM25）</translation>
    </message>
    <message>
        <source>How much each way of searching counts when their results are merged (reciprocal rank fusion): exact references, meaning, words. 0 leaves a way out.</source>
        <translation>合并各搜索方式的结果时（倒数排名融合）每种方式所占的分量：精确引用、语义、词语。设为 0 即不使用该方式。</translation>
    </message>
    <message>
        <source>Fusion &amp;weights</source>
        <translation>融合权重(&amp;W)</translation>
    </message>
    <message>
        <source>Fusion K</source>
        <translation>融合 K 值</translation>
    </message>
    <message>
        <source>The K of reciprocal rank fusion: larger values flatten the difference between the top results and the rest.</source>
        <translation>倒数排名融合的 K 值：值越大，排名靠前的结果与其余结果之间的差距越小。</translation>
    </message>
    <message>
        <source>F&amp;usion K</source>
        <translation>融合 K 值(&amp;U)</translation>
    </message>
    <message>
        <source>At least one weight must be above 0: the weights were not saved.</source>
        <translation>至少有一个权重必须大于 0：权重未保存。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ExportPrompt</name>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Export answer</source>
        <translation>导出回答</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>导出会话</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FirmServerPage</name>
    <message>
        <source>With a firm server, the library and the research history are shared on the firm&apos;s PostgreSQL server, by matter. Leave the address empty to keep them on this computer. A changed server is used from the next start.</source>
        <translation>使用事务所服务器时，文档库和研究历史按案件共享在事务所的 PostgreSQL 服务器上。地址留空则保存在本机。更改的服务器将在下次启动时生效。</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>服务器地址(&amp;A)</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>not set (for example postgresql://db.firm.example/lmars)</source>
        <translation>未设置（例如 postgresql://db.firm.example/lmars）</translation>
    </message>
    <message>
        <source>A PostgreSQL address (postgresql://host:port/database) or connection settings (host=… port=… dbname=…).</source>
        <translation>PostgreSQL 地址（postgresql://主机:端口/数据库）或连接参数（host=… port=… dbname=…）。</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>用户(&amp;U)</translation>
    </message>
    <message>
        <source>Server user</source>
        <translation>服务器用户</translation>
    </message>
    <message>
        <source>your login on this computer</source>
        <translation>您在本机的登录名</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>密码(&amp;W)</translation>
    </message>
    <message>
        <source>blank: from ~/.pgpass</source>
        <translation>留空：从 ~/.pgpass 读取</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>保存在系统钥匙串中，绝不写入设置文件。</translation>
    </message>
    <message>
        <source>Text search</source>
        <translation>全文搜索</translation>
    </message>
    <message>
        <source>set on the server (lmars-cli server init); shown after a connection test</source>
        <translation>在服务器上设置（lmars-cli server init）；连接测试后显示</translation>
    </message>
    <message>
        <source>%1 (set on the server)</source>
        <translation>%1（在服务器上设置）</translation>
    </message>
    <message>
        <source>%1 is set in the environment or .env file; that value is used instead.</source>
        <translation>%1 已在环境变量或 .env 文件中设置；将改用该值。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address for this user.</source>
        <translation>请输入此用户所用服务器的地址。</translation>
    </message>
    <message>
        <source>Remove the password from the address and put it in the Password field: it is kept in the keychain, never in the settings file.</source>
        <translation>请从地址中删除密码，并将其填入“密码”字段：密码保存在钥匙串中，绝不写入设置文件。</translation>
    </message>
    <message>
        <source>No server address: the library and the history stay on this computer.</source>
        <translation>未设置服务器地址：文档库和历史记录保留在本机。</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Cannot use the server: %1</source>
        <translation>无法使用服务器：%1</translation>
    </message>
    <message>
        <source>You are not a member of any matter yet: an administrator adds you with lmars-cli server matter add-member.</source>
        <translation>您尚未加入任何案件：管理员可使用 lmars-cli server matter add-member 添加您。</translation>
    </message>
    <message>
        <source>Your matters: %1.</source>
        <translation>您的案件：%1。</translation>
    </message>
    <message>
        <source>Connected as %1 to PostgreSQL %2, schema version %3.</source>
        <translation>已以 %1 身份连接到 PostgreSQL %2，架构版本 %3。</translation>
    </message>
    <message>
        <source>&amp;Standbys</source>
        <translation>备用服务器(&amp;S)</translation>
    </message>
    <message>
        <source>Standby servers</source>
        <translation>备用服务器</translation>
    </message>
    <message>
        <source>none (searches and history read from the server)</source>
        <translation>无（搜索和历史记录从服务器读取）</translation>
    </message>
    <message>
        <source>Hot standbys of the server (PostgreSQL streaming replicas), separated by &apos;;&apos;. Searches and the history list are read there when a standby answers and is at most 30 s behind; everything else, and the audit trail, goes to the server.</source>
        <translation>服务器的热备用服务器（PostgreSQL 流复制副本），用 &apos;;&apos; 分隔。当备用服务器可用且落后不超过 30 秒时，搜索和历史列表从其读取；其他一切以及审计记录都发送到服务器。</translation>
    </message>
    <message>
        <source>Standby %1: %2</source>
        <translation>备用服务器 %1：%2</translation>
    </message>
    <message>
        <source>Remove the password from the standby&apos;s address: the server&apos;s password is used for it.</source>
        <translation>请从备用服务器地址中删除密码：将使用服务器的密码。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FirstRunPanel</name>
    <message>
        <source>Set up L-MARS</source>
        <translation>设置 L-MARS</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Hide this panel (it returns while no model is configured)</source>
        <translation>隐藏此面板（未配置模型时会再次出现）</translation>
    </message>
    <message>
        <source>Choose model…</source>
        <translation>选择模型…</translation>
    </message>
    <message>
        <source>Add CourtListener token…</source>
        <translation>添加 CourtListener 令牌…</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>已配置</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>受限</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — the built-in default, a local Ollama server (%1). Choose another model if Ollama is not running here.</source>
        <translation>&lt;b&gt;模型&lt;/b&gt; — 内置默认值，即本地 Ollama 服务器（%1）。如果本机未运行 Ollama，请选择其他模型。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;模型&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>更改…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — Serper key set.</source>
        <translation>&lt;b&gt;网页搜索&lt;/b&gt; — 已设置 Serper 密钥。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Case law&lt;/b&gt; — CourtListener token set.</source>
        <translation>&lt;b&gt;判例法&lt;/b&gt; — 已设置 CourtListener 令牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Case law&lt;/b&gt; — CourtListener works without a token, limited to 100 requests a day.</source>
        <translation>&lt;b&gt;判例法&lt;/b&gt; — CourtListener 无需令牌即可使用，但每天限 100 次请求。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — not usable yet: %1 Or set it here with &lt;i&gt;Choose model…&lt;/i&gt;&lt;br/&gt;Until a model is configured, Evidence-only mode works (ranked sources, no generated answer).</source>
        <translation>&lt;b&gt;模型&lt;/b&gt; — 尚不可用：%1 也可以在此处通过&lt;i&gt;选择模型…&lt;/i&gt;进行设置。&lt;br/&gt;配置模型之前，可使用“仅证据”模式（排序后的来源，不生成回答）。</translation>
    </message>
    <message>
        <source>Set up web search…</source>
        <translation>设置网页搜索…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — SearXNG at %1.</source>
        <translation>&lt;b&gt;网页搜索&lt;/b&gt; — SearXNG，地址 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — needs a Serper API key (serper.dev) or a SearXNG endpoint (a self-hosted instance); without one only case law and your documents are searched.</source>
        <translation>&lt;b&gt;网页搜索&lt;/b&gt; — 需要 Serper API 密钥（serper.dev）或 SearXNG 端点（自托管实例）；两者都没有时，只搜索判例法和您的文档。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — connecting to %1…</source>
        <translation>&lt;b&gt;事务所服务器&lt;/b&gt; — 正在连接 %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1 cannot be reached: %2&lt;br/&gt;Research still runs with the other sources; sessions are kept on this computer and sent when the server is back.</source>
        <translation>&lt;b&gt;事务所服务器&lt;/b&gt; — 无法访问 %1：%2&lt;br/&gt;研究仍可使用其他来源进行；会话保存在本机，服务器恢复后会自动上传。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected; %n session(s) waiting to be sent.</source>
        <translation>
            <numerusform>&lt;b&gt;事务所服务器&lt;/b&gt; — %1，已连接；%n 个会话等待上传。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected.</source>
        <translation>&lt;b&gt;事务所服务器&lt;/b&gt; — %1，已连接。</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FollowUpPanel</name>
    <message>
        <source>Answers sharpen the research. Leave any blank, or skip them all.</source>
        <translation>回答有助于使研究更精准。任何问题都可以留空，也可以全部跳过。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Your answer (optional)</source>
        <translation>您的回答（可选）</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>问题 %1 的回答</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>跳过(&amp;S)</translation>
    </message>
    <message>
        <source>Go on without answering</source>
        <translation>不回答，直接继续</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>继续(&amp;O)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ForumField</name>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Forum court</source>
        <translation>审理法院</translation>
    </message>
    <message>
        <source>Cases are marked binding or persuasive in %1.</source>
        <translation>案例将按其在%1中有约束力或有说服力进行标注。</translation>
    </message>
    <message>
        <source>The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or its name): each verified case is marked binding, persuasive or not precedential there. Empty: the jurisdiction suggests one.</source>
        <translation>研究所针对的法院（courts-db 标识，如 cal、calctapp、cand 或 ca9，或其名称）：每个已核实的案例都会标注其在该法院有约束力、有说服力或无先例效力。留空：由司法管辖区推定一个。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::HistoryModel</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>This session was interrupted before it finished.</source>
        <translation>此会话在完成前被中断。</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1，%2，%3，%4</translation>
    </message>
</context>
<context>
    <name>lmars::ui::HistoryPanel</name>
    <message>
        <source>No sessions yet.</source>
        <translation>尚无会话。</translation>
    </message>
    <message>
        <source>No session matches.</source>
        <translation>没有匹配的会话。</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n 个会话</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>删除会话</translation>
    </message>
    <message>
        <source>Delete “%1” and its whole record? This cannot be undone.</source>
        <translation>删除“%1”及其全部记录？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>重新打开</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>再次运行</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>搜索历史记录</translation>
    </message>
    <message>
        <source>Past sessions</source>
        <translation>以往会话</translation>
    </message>
    <message>
        <source>Reopen the selected session</source>
        <translation>重新打开所选会话</translation>
    </message>
    <message>
        <source>Run the selected question again as a new session</source>
        <translation>将所选问题作为新会话再次运行</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected session</source>
        <translation>删除所选会话</translation>
    </message>
    <message>
        <source>No session in this matter.</source>
        <translation>此案件中没有会话。</translation>
    </message>
    <message>
        <source>Show the sessions of one matter</source>
        <translation>显示某一案件的会话</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryFailureList</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>not indexed</source>
        <translation>未编入索引</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) that could not be indexed</source>
        <translation>
            <numerusform>%n 个无法编入索引的文档</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryModel</name>
    <message>
        <source>indexing…</source>
        <translation>正在索引…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>indexed</source>
        <translation>已索引</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页数</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>文本块</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryPanel</name>
    <message>
        <source>Add documents to the library</source>
        <translation>向文档库添加文档</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.docx *.html *.htm *.md *.markdown *.txt);;All files (*)</source>
        <translation>文档 (*.pdf *.docx *.html *.htm *.md *.markdown *.txt);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Copying %n item(s) into the library…</source>
        <translation>
            <numerusform>正在将 %n 个项目复制到文档库…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: files of this type are copied but not indexed.</source>
        <translation>%1：此类型的文件会被复制，但不会建立索引。</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n file(s)…</source>
        <translation>
            <numerusform>正在为 %n 个文件建立索引…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s).</source>
        <translation>
            <numerusform>已移除 %n 个文档。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the file manager on %1.</source>
        <translation>无法在文件管理器中打开 %1。</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v / %m 个文件</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>正在索引 %1…</translation>
    </message>
    <message>
        <source>Indexing was stopped.</source>
        <translation>索引已停止。</translation>
    </message>
    <message numerus="yes">
        <source>The library is up to date: %n document(s).</source>
        <translation>
            <numerusform>文档库已是最新：%n 个文档。</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>重新索引</translation>
    </message>
    <message>
        <source>Show in file manager</source>
        <translation>在文件管理器中显示</translation>
    </message>
    <message>
        <source>Remove from library…</source>
        <translation>从文档库移除…</translation>
    </message>
    <message>
        <source>Remove documents</source>
        <translation>移除文档</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n document(s) from the library? Copies in the library folder are deleted.</source>
        <translation>
            <numerusform>从文档库移除 %n 个文档？文档库文件夹中的副本将被删除。</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>搜索文档库</translation>
    </message>
    <message>
        <source>Library search results</source>
        <translation>文档库搜索结果</translation>
    </message>
    <message>
        <source>Library documents</source>
        <translation>文档库中的文档</translation>
    </message>
    <message>
        <source>Drop files or folders here to add them to the library.</source>
        <translation>将文件或文件夹拖放到此处即可添加到文档库。</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>索引进度</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected documents</source>
        <translation>移除所选文档</translation>
    </message>
    <message>
        <source>Index the selected documents again</source>
        <translation>重新为所选文档建立索引</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>在文件夹中显示</translation>
    </message>
    <message>
        <source>Show the document in the file manager</source>
        <translation>在文件管理器中显示该文档</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added to the firm server.</source>
        <translation>
            <numerusform>已向事务所服务器添加 %n 个文档。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) filed under the matter.</source>
        <translation>
            <numerusform>已将 %n 个文档归入该案件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to matter</source>
        <translation>移至案件</translation>
    </message>
    <message>
        <source>No matter</source>
        <translation>无案件</translation>
    </message>
    <message>
        <source>Show the documents of one matter</source>
        <translation>显示某一案件的文档</translation>
    </message>
    <message>
        <source>Add &amp;to matter:</source>
        <translation>添加到案件(&amp;T)：</translation>
    </message>
    <message>
        <source>The matter documents you add are filed under</source>
        <translation>您添加的文档所归入的案件</translation>
    </message>
    <message>
        <source>Add a folder to the library</source>
        <translation>将文件夹添加到资料库</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be indexed; see the list under the documents.</source>
        <translation>
            <numerusform>%n 个文件无法编入索引；请查看文档下方的列表。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n document(s) could not be indexed; the reasons are listed above.</source>
        <translation>
            <numerusform>%n 个文档中有 %1 个无法编入索引；原因列在上方。</numerusform>
        </translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>A folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without a text layer were read by OCR.</source>
        <translation>
            <numerusform>%n 个没有文本层的页面已通过 OCR 读取。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rebuilding the library index for phrase and proximity search (Terms and Connectors); natural-language search works meanwhile.</source>
        <translation>正在为短语和邻近搜索（术语与连接符）重建文档库索引；在此期间自然语言搜索仍可使用。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibrarySearchResults</name>
    <message>
        <source>exact reference</source>
        <translation>精确引用</translation>
    </message>
    <message>
        <source>words</source>
        <translation>词语</translation>
    </message>
    <message>
        <source>Found by %1</source>
        <translation>找到方式：%1</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>语义</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1（第 %2 名）</translation>
    </message>
    <message>
        <source>%1, page %2</source>
        <translation>%1，第 %2 页</translation>
    </message>
    <message>
        <source>Nothing in the library matches “%1”.</source>
        <translation>文档库中没有与“%1”匹配的内容。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Research</source>
        <translation>研究(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New research</source>
        <translation>新建研究(&amp;N)</translation>
    </message>
    <message>
        <source>Export as &amp;PDF…</source>
        <translation>导出为 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>导出为 HTML(&amp;H)…</translation>
    </message>
    <message>
        <source>Export as &amp;Markdown…</source>
        <translation>导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON trajectory…</source>
        <translation>导出为 JSON 轨迹(&amp;J)…</translation>
    </message>
    <message>
        <source>Check &amp;citations in a document…</source>
        <translation>检查文档中的引用(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Re-check citations of this answer</source>
        <translation>重新检查此回答的引用(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Focus the question</source>
        <translation>聚焦到问题(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Simple mode</source>
        <translation>简单模式(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Multi-turn mode</source>
        <translation>多轮模式(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Evidence-only mode</source>
        <translation>仅证据模式(&amp;E)</translation>
    </message>
    <message>
        <source>Show &amp;sources panel</source>
        <translation>显示来源面板(&amp;S)</translation>
    </message>
    <message>
        <source>Show research &amp;timeline</source>
        <translation>显示研究时间线(&amp;T)</translation>
    </message>
    <message>
        <source>Go to s&amp;ources</source>
        <translation>转到来源(&amp;O)</translation>
    </message>
    <message>
        <source>Go to the &amp;answer</source>
        <translation>转到回答(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>深色主题(&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;history and library</source>
        <translation>显示历史记录和文档库(&amp;H)</translation>
    </message>
    <message>
        <source>Go to &amp;history</source>
        <translation>转到历史记录(&amp;I)</translation>
    </message>
    <message>
        <source>Go to &amp;library</source>
        <translation>转到文档库(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About L-MARS</source>
        <translation>关于 L-MARS(&amp;A)</translation>
    </message>
    <message>
        <source>About L-MARS</source>
        <translation>关于 L-MARS</translation>
    </message>
    <message>
        <source>&lt;h3&gt;L-MARS Desktop %1&lt;/h3&gt;&lt;p&gt;Multi-agent legal research with answers you can check: every claim points to a numbered source.&lt;/p&gt;&lt;p&gt;L-MARS gives legal information, not legal advice.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;L-MARS Desktop %1&lt;/h3&gt;&lt;p&gt;多代理法律研究，回答可供核查：每项论断都指向一个带编号的来源。&lt;/p&gt;&lt;p&gt;L-MARS 提供法律信息，而非法律意见。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export as &amp;Word document…</source>
        <translation>导出为 &amp;Word 文档…</translation>
    </message>
    <message>
        <source>Export sources as &amp;CSL-JSON…</source>
        <translation>将来源导出为 &amp;CSL-JSON…</translation>
    </message>
    <message>
        <source>Export sources as &amp;RIS…</source>
        <translation>将来源导出为 &amp;RIS…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MainWindow</name>
    <message>
        <source>Source [%1] does not exist.</source>
        <translation>来源 [%1] 不存在。</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <source>No model: Evidence-only</source>
        <translation>无模型：仅证据</translation>
    </message>
    <message>
        <source>Researching…</source>
        <translation>正在研究…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: stopped %1 ms after you asked; %n source(s) kept.</source>
        <translation>
            <numerusform>已取消：在您请求后 %1 毫秒停止；保留了 %n 个来源。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n source(s).</source>
        <translation>
            <numerusform>完成：%n 个来源。</numerusform>
        </translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>研究失败。</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>文档库</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a research or open one from history.</source>
        <translation>尚无可导出的内容：请运行一次研究，或从历史记录中打开一个会话。</translation>
    </message>
    <message>
        <source>Opened a saved session (%1).</source>
        <translation>已打开保存的会话（%1）。</translation>
    </message>
    <message>
        <source>Your document library is empty: add documents in the Library tab.</source>
        <translation>您的文档库为空：请在“文档库”标签页中添加文档。</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key or a SearXNG endpoint: add one in Settings → Search.</source>
        <translation>网页搜索需要 Serper API 密钥或 SearXNG 端点：请在“设置 → 搜索”中添加其一。</translation>
    </message>
    <message>
        <source>Legal Research</source>
        <translation>法律研究</translation>
    </message>
    <message>
        <source>Nothing to re-check: open a saved session with an answer.</source>
        <translation>没有可重新检查的内容：请打开一个带有回答的已保存会话。</translation>
    </message>
    <message>
        <source>Research is running: wait for it to end or cancel it.</source>
        <translation>研究正在进行：请等待其结束或取消。</translation>
    </message>
    <message>
        <source>No model is configured: choose one in Settings to continue the answer.</source>
        <translation>未配置模型：请在“设置”中选择一个模型以继续回答。</translation>
    </message>
    <message>
        <source>Continuing the answer…</source>
        <translation>正在继续生成回答…</translation>
    </message>
    <message>
        <source>The answer could not be continued; the text written so far is kept. %1</source>
        <translation>无法继续生成回答；已写出的文本已保留。%1</translation>
    </message>
    <message>
        <source>Continuation cancelled; the answer written so far is kept.</source>
        <translation>已取消续写；已写出的回答已保留。</translation>
    </message>
    <message>
        <source>The continuation stopped before the end of the answer.</source>
        <translation>续写在回答结束前停止了。</translation>
    </message>
    <message>
        <source>The answer was continued.</source>
        <translation>回答已续写完成。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MatterCombo</name>
    <message>
        <source>All matters</source>
        <translation>所有案件</translation>
    </message>
    <message>
        <source>No matter</source>
        <translation>无案件</translation>
    </message>
    <message>
        <source>Show the matter</source>
        <translation>显示案件</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>案件</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ModelPricesEditor</name>
    <message>
        <source>= input</source>
        <translation>= 输入</translation>
    </message>
    <message>
        <source>Model (exact name)</source>
        <translation>模型（确切名称）</translation>
    </message>
    <message>
        <source>Input / 1M</source>
        <translation>输入 / 百万</translation>
    </message>
    <message>
        <source>Cached input / 1M</source>
        <translation>缓存输入 / 百万</translation>
    </message>
    <message>
        <source>Output / 1M</source>
        <translation>输出 / 百万</translation>
    </message>
    <message>
        <source>Prices per million tokens</source>
        <translation>每百万 token 的价格</translation>
    </message>
    <message>
        <source>&amp;Add model</source>
        <translation>添加模型(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
    <message>
        <source>Currency of the prices</source>
        <translation>价格的货币</translation>
    </message>
    <message>
        <source>With a price for the model in use, the run&apos;s statistics, lmars-cli ask and eval report show the cost. Output includes reasoning tokens; cache writes count as input.</source>
        <translation>为所用模型设置价格后，研究统计、lmars-cli ask 和 eval report 会显示费用。输出包含推理 token；缓存写入按输入计费。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ModelReasoningPanel</name>
    <message>
        <source>the answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>the question&apos;s analysis</source>
        <translation>问题分析</translation>
    </message>
    <message>
        <source>the search plan</source>
        <translation>检索计划</translation>
    </message>
    <message>
        <source>the judge&apos;s verdict</source>
        <translation>评审结论</translation>
    </message>
    <message>
        <source>the clarifying questions</source>
        <translation>澄清问题</translation>
    </message>
    <message>
        <source>Model reasoning for %1</source>
        <translation>模型针对%1的推理</translation>
    </message>
    <message numerus="yes">
        <source>%n reasoning token(s)</source>
        <translation>
            <numerusform>%n 个推理词元</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is incomplete: the model stopped with an error after part of it was written (%1).</source>
        <translation>回答不完整：模型在写出部分内容后因错误而停止（%1）。</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit.</source>
        <translation>回答在模型的输出上限处被截断。</translation>
    </message>
    <message>
        <source>Continue the answer</source>
        <translation>继续生成回答</translation>
    </message>
    <message>
        <source>Ask the model to write the rest of the answer, from where it stopped.</source>
        <translation>让模型从中断处写完回答的其余部分。</translation>
    </message>
    <message>
        <source>the check of the answer&apos;s claims</source>
        <translation>对回答中论断的核查</translation>
    </message>
    <message>
        <source>the facts (IRAC)</source>
        <translation>事实（IRAC）</translation>
    </message>
    <message>
        <source>the rules (IRAC)</source>
        <translation>规则（IRAC）</translation>
    </message>
    <message>
        <source>the application (IRAC)</source>
        <translation>适用（IRAC）</translation>
    </message>
    <message>
        <source>the common-sense check (IRAC)</source>
        <translation>常识检查（IRAC）</translation>
    </message>
</context>
<context>
    <name>lmars::ui::NetworkSettingsPage</name>
    <message>
        <source>CA certificates file</source>
        <translation>CA 证书文件</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM 证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
    <message>
        <source>How L-MARS reaches the model, the search services and the official sources. Leave the proxy empty to use the system&apos;s proxy variables (https_proxy, no_proxy). Add your firm&apos;s CA certificate file when its network inspects secure connections.</source>
        <translation>L-MARS 如何连接模型、搜索服务和官方来源。代理留空则使用系统的代理变量（https_proxy、no_proxy）。如果事务所的网络会检查安全连接，请添加事务所的 CA 证书文件。</translation>
    </message>
    <message>
        <source>&amp;Proxy</source>
        <translation>代理(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>用户(&amp;U)</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>密码(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;No proxy for</source>
        <translation>不使用代理(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;CA certificates</source>
        <translation>CA 证书(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Test address</source>
        <translation>测试地址(&amp;T)</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>not set (for example http://proxy.firm.example:3128)</source>
        <translation>未设置（例如 http://proxy.firm.example:3128）</translation>
    </message>
    <message>
        <source>Proxy user</source>
        <translation>代理用户</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>保存在系统钥匙串中，绝不写入设置文件。</translation>
    </message>
    <message>
        <source>No proxy for</source>
        <translation>不使用代理</translation>
    </message>
    <message>
        <source>for example localhost,.firm.example,10.0.0.0/8</source>
        <translation>例如 localhost,.firm.example,10.0.0.0/8</translation>
    </message>
    <message>
        <source>the system&apos;s certificate authorities only</source>
        <translation>仅系统的证书颁发机构</translation>
    </message>
    <message>
        <source>A PEM file of certificate authorities trusted in addition to the system&apos;s; the firm server&apos;s connection is checked against it too.</source>
        <translation>在系统证书颁发机构之外额外信任的证书颁发机构 PEM 文件；与事务所服务器的连接也以它验证。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Test address</source>
        <translation>测试地址</translation>
    </message>
    <message>
        <source>the model&apos;s address</source>
        <translation>模型的地址</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>测试(&amp;E)</translation>
    </message>
    <message>
        <source>%1 set in the environment or .env file; those values are used instead.</source>
        <translation>%1 已在环境变量或 .env 文件中设置；将改用这些值。</translation>
    </message>
    <message>
        <source>Remove the password from the proxy address and put it in the Password field: it is kept in the keychain, never in the settings file.</source>
        <translation>请从代理地址中删除密码并填入“密码”字段：密码保存在钥匙串中，绝不写入设置文件。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address to test.</source>
        <translation>“%1”不是可测试的地址。</translation>
    </message>
    <message>
        <source>Requesting %1…</source>
        <translation>正在请求 %1…</translation>
    </message>
    <message>
        <source>%1 answered (HTTP %2): the proxy and certificate settings work for it.</source>
        <translation>%1 已响应（HTTP %2）：代理和证书设置对它有效。</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>无法连接 %1：%2</translation>
    </message>
</context>
<context>
    <name>lmars::ui::RecheckDialog</name>
    <message>
        <source>Re-check citations</source>
        <translation>重新检查引用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>This session has no answer to re-check.</source>
        <translation>此会话没有可重新检查的回答。</translation>
    </message>
    <message>
        <source>No citation checker is available.</source>
        <translation>没有可用的引用检查器。</translation>
    </message>
    <message>
        <source>Re-checking the citations of this answer…</source>
        <translation>正在重新检查此回答的引用…</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SearchSyntaxChoice</name>
    <message>
        <source>Read as Terms and Connectors</source>
        <translation>按检索词与连接符理解</translation>
    </message>
    <message>
        <source>Read as natural language</source>
        <translation>按自然语言理解</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Natural language</source>
        <translation>自然语言</translation>
    </message>
    <message>
        <source>Terms and Connectors</source>
        <translation>检索词与连接符</translation>
    </message>
    <message>
        <source>Terms and Connectors: &quot;phrase&quot;, &amp; (and), a space or OR, % (but not), /n and +n (within n words), /s and /p (same sentence, paragraph), ! and * (endings)</source>
        <translation>检索词与连接符：&quot;短语&quot;、&amp;（与）、空格或 OR（或）、%（但不含）、/n 和 +n（相距 n 个词以内）、/s 和 /p（同一句、同一段）、! 和 *（词尾变化）</translation>
    </message>
    <message>
        <source>How the search is read</source>
        <translation>检索式的理解方式</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SessionExporter</name>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>无法将 PDF 写入 %1。</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON trajectory (*.json)</source>
        <translation>JSON 轨迹 (*.json)</translation>
    </message>
    <message>
        <source>Another PDF export is still running.</source>
        <translation>另一个 PDF 导出仍在进行中。</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Word 文档 (*.docx)</translation>
    </message>
    <message>
        <source>CSL-JSON sources for citation managers (*.csl.json)</source>
        <translation>供引文管理器使用的 CSL-JSON 来源 (*.csl.json)</translation>
    </message>
    <message>
        <source>RIS sources for citation managers (*.ris)</source>
        <translation>供引文管理器使用的 RIS 来源 (*.ris)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SessionLoader</name>
    <message>
        <source>The session %1 no longer exists.</source>
        <translation>会话 %1 已不存在。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SettingSources</name>
    <message>
        <source>the model</source>
        <translation>主模型</translation>
    </message>
    <message>
        <source>value hidden</source>
        <translation>值已隐藏</translation>
    </message>
    <message>
        <source>In use: the environment variable %1 (%2). It wins over this field.</source>
        <translation>使用中：环境变量 %1（%2）。它优先于此字段。</translation>
    </message>
    <message>
        <source>In use: %1 from the .env file (%2). It wins over this field.</source>
        <translation>使用中：.env 文件中的 %1（%2）。它优先于此字段。</translation>
    </message>
    <message>
        <source>In use: this field (saved in the settings file).</source>
        <translation>使用中：此字段（保存在设置文件中）。</translation>
    </message>
    <message>
        <source>In use: this key, kept in the system keychain.</source>
        <translation>使用中：此密钥，保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>In use: this key, kept only until L-MARS closes (no system keychain).</source>
        <translation>使用中：此密钥，只保留到 L-MARS 关闭为止（没有系统钥匙串）。</translation>
    </message>
    <message>
        <source>Not set.</source>
        <translation>未设置。</translation>
    </message>
    <message>
        <source>In use: the default, %1.</source>
        <translation>使用中：默认值 %1。</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供方</translation>
    </message>
    <message>
        <source>Automatic (from the keys set)</source>
        <translation>自动（根据已设置的密钥）</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, OpenRouter, vLLM, LM Studio…)</source>
        <translation>OpenAI 兼容（OpenAI、OpenRouter、vLLM、LM Studio…）</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>Ollama</source>
        <translation>Ollama</translation>
    </message>
    <message>
        <source>&amp;Provider</source>
        <translation>提供方(&amp;P)</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>提供方默认值</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>基础 URL(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>same as the model</source>
        <translation>与主模型相同</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>评审模型</translation>
    </message>
    <message>
        <source>&amp;Judge model</source>
        <translation>评审模型(&amp;J)</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>API 密钥(&amp;K)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>&amp;Serper API key</source>
        <translation>Serper API 密钥(&amp;S)</translation>
    </message>
    <message>
        <source>Serper endpoint</source>
        <translation>Serper 端点</translation>
    </message>
    <message>
        <source>Serper &amp;endpoint</source>
        <translation>Serper 端点(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;CourtListener token</source>
        <translation>CourtListener 令牌(&amp;C)</translation>
    </message>
    <message>
        <source>CourtListener endpoint</source>
        <translation>CourtListener 端点</translation>
    </message>
    <message>
        <source>CourtListener e&amp;ndpoint</source>
        <translation>CourtListener 端点(&amp;N)</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation>默认模式</translation>
    </message>
    <message>
        <source>Default &amp;mode</source>
        <translation>默认模式(&amp;M)</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>最大迭代次数</translation>
    </message>
    <message>
        <source>Max &amp;iterations</source>
        <translation>最大迭代次数(&amp;I)</translation>
    </message>
    <message>
        <source>Pages to read per iteration</source>
        <translation>每次迭代读取的页数</translation>
    </message>
    <message>
        <source>&amp;Pages read per iteration</source>
        <translation>每次迭代读取页数(&amp;P)</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>网页</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>判例法</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>我的文档</translation>
    </message>
    <message>
        <source>Default sources</source>
        <translation>默认来源</translation>
    </message>
    <message>
        <source>the default library folder</source>
        <translation>默认文档库文件夹</translation>
    </message>
    <message>
        <source>Library folder</source>
        <translation>文档库文件夹</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Library folder</source>
        <translation>文档库文件夹(&amp;L)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show or hide the key</source>
        <translation>显示或隐藏密钥</translation>
    </message>
    <message>
        <source>API keys are stored in the system keychain, never in the settings file.</source>
        <translation>API 密钥存储在系统钥匙串中，绝不会写入设置文件。</translation>
    </message>
    <message>
        <source>⚠ %1 Keys are never written to the settings file.</source>
        <translation>⚠ %1 密钥绝不会写入设置文件。</translation>
    </message>
    <message>
        <source>not set (for example http://localhost:8080)</source>
        <translation>未设置（例如 http://localhost:8080）</translation>
    </message>
    <message>
        <source>SearXNG endpoint</source>
        <translation>SearXNG 端点</translation>
    </message>
    <message>
        <source>A SearXNG instance with the JSON format enabled (search.formats in its settings.yml). Web search uses it when no Serper key is set.</source>
        <translation>已启用 JSON 格式的 SearXNG 实例（其 settings.yml 中的 search.formats）。未设置 Serper 密钥时，网页搜索使用它。</translation>
    </message>
    <message>
        <source>Sear&amp;XNG endpoint</source>
        <translation>SearXNG 端点(&amp;X)</translation>
    </message>
    <message>
        <source>An api.data.gov key: searches the U.S. Code by words. Without it, sections are read by citation.</source>
        <translation>api.data.gov 密钥：用于按关键词搜索《美国法典》。没有它时，按引文读取条文。</translation>
    </message>
    <message>
        <source>&amp;GovInfo API key</source>
        <translation>&amp;GovInfo API 密钥</translation>
    </message>
    <message>
        <source>Default answer format</source>
        <translation>默认回答格式</translation>
    </message>
    <message>
        <source>Answer &amp;format</source>
        <translation>回答格式(&amp;F)</translation>
    </message>
    <message>
        <source>Firm server</source>
        <translation>事务所服务器</translation>
    </message>
    <message>
        <source>Check citations, quotations and cited claims of every answer</source>
        <translation>检查每个回答中的引证、引文和所引主张</translation>
    </message>
    <message>
        <source>Looks up each cited case, statute and regulation, matches quotations against their sources and checks that the sources support the cited sentences. When off, answers are marked as not checked.</source>
        <translation>查询每个被引用的判例、法规和条例，将引文与其来源比对，并检查来源是否支持所引语句。关闭后，回答会被标记为未核查。</translation>
    </message>
    <message>
        <source>&amp;Verification</source>
        <translation>核查(&amp;V)</translation>
    </message>
    <message>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <source>Google Gemini</source>
        <translation>Google Gemini</translation>
    </message>
    <message>
        <source>Federal Register endpoint</source>
        <translation>联邦公报端点</translation>
    </message>
    <message>
        <source>eCFR endpoint</source>
        <translation>eCFR 端点</translation>
    </message>
    <message>
        <source>GovInfo endpoint</source>
        <translation>GovInfo 端点</translation>
    </message>
    <message>
        <source>Reads U.S. Code sections by citation (no key).</source>
        <translation>按引证读取美国法典条款（无需密钥）。</translation>
    </message>
    <message>
        <source>GovInfo API endpoint</source>
        <translation>GovInfo API 端点</translation>
    </message>
    <message>
        <source>Searches the U.S. Code by words (with the GovInfo API key).</source>
        <translation>按关键词检索美国法典（需要 GovInfo API 密钥）。</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>LM Studio</source>
        <translation>LM Studio</translation>
    </message>
    <message>
        <source>Read scanned pages and images by OCR</source>
        <translation>用 OCR 识别扫描页面和图片</translation>
    </message>
    <message>
        <source>Pages without a text layer and PNG, JPEG or TIFF files are read with Tesseract. Off: they are listed as &quot;scanned pages: OCR is off&quot;.</source>
        <translation>没有文字层的页面以及 PNG、JPEG 或 TIFF 文件由 Tesseract 识别。关闭时，它们会被列为“扫描页面：OCR 已关闭”。</translation>
    </message>
    <message>
        <source>&amp;OCR</source>
        <translation>文字识别 OCR(&amp;O)</translation>
    </message>
    <message>
        <source>Tesseract language codes joined by &apos;+&apos;. Add a language by installing its package (tesseract-ocr-fra for French) and naming it here: eng+deu+fra.</source>
        <translation>用“+”连接的 Tesseract 语言代码。添加语言：安装对应的软件包（例如中文简体为 tesseract-ocr-chi-sim），再在此处填写：eng+deu+chi_sim。</translation>
    </message>
    <message>
        <source>OCR &amp;languages</source>
        <translation>OCR 语言(&amp;L)</translation>
    </message>
    <message>
        <source>Word documents: each citation as a footnote</source>
        <translation>Word 文档：每条引用作为脚注</translation>
    </message>
    <message>
        <source>Off: the answer keeps its [n] markers and the numbered source list.</source>
        <translation>关闭时：回答保留 [n] 标记和编号的来源列表。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Citation cache</source>
        <translation>引用缓存</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>嵌入</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceDetailView</name>
    <message>
        <source>Source text</source>
        <translation>来源文本</translation>
    </message>
    <message>
        <source>Open &amp;original</source>
        <translation>打开原文(&amp;O)</translation>
    </message>
    <message>
        <source>Open the source in your browser</source>
        <translation>在浏览器中打开该来源</translation>
    </message>
    <message>
        <source>Open at &amp;page</source>
        <translation>打开到对应页(&amp;P)</translation>
    </message>
    <message>
        <source>Open the document at the cited page</source>
        <translation>在所引页码处打开文档</translation>
    </message>
    <message>
        <source>Copy &amp;citation</source>
        <translation>复制引文(&amp;C)</translation>
    </message>
    <message>
        <source>Snippet</source>
        <translation>摘录</translation>
    </message>
    <message>
        <source>Extracted text</source>
        <translation>提取的文本</translation>
    </message>
    <message>
        <source>No text was retrieved for this source.</source>
        <translation>未获取到此来源的文本。</translation>
    </message>
    <message>
        <source>Select a source, or click a [n] marker in the answer.</source>
        <translation>请选择一个来源，或点击回答中的 [n] 标记。</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>cited in the answer</source>
        <translation>已在回答中引用</translation>
    </message>
    <message>
        <source>Text as of %1</source>
        <translation>截至 %1 的文本</translation>
    </message>
    <message>
        <source>Citation check</source>
        <translation>引用检查</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceItemDelegate</name>
    <message>
        <source>cited</source>
        <translation>已引用</translation>
    </message>
    <message>
        <source>p. %1</source>
        <translation>第 %1 页</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceListModel</name>
    <message>
        <source>%1, p. %2 (%3)</source>
        <translation>%1，第 %2 页（%3）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Source %1: %2, %3, %4</source>
        <translation>来源 %1：%2，%3，%4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Revoked by %1</source>
        <translation>已被 %1 撤销</translation>
    </message>
    <message>
        <source>Revoked by %1 on %2</source>
        <translation>已于 %2 被 %1 撤销</translation>
    </message>
    <message>
        <source>Superseded by %1</source>
        <translation>已被 %1 取代</translation>
    </message>
    <message>
        <source>Superseded by %1 on %2</source>
        <translation>已于 %2 被 %1 取代</translation>
    </message>
    <message>
        <source>Removed before %1</source>
        <translation>已于 %1 之前删除</translation>
    </message>
    <message>
        <source>In force on %1</source>
        <translation>于 %1 有效</translation>
    </message>
    <message>
        <source>changed after that date: %1</source>
        <translation>该日期之后有变更：%1</translation>
    </message>
    <message>
        <source>latest eCFR text (%1)</source>
        <translation>eCFR 最新文本（%1）</translation>
    </message>
    <message>
        <source>after the as-of date</source>
        <translation>晚于基准日期</translation>
    </message>
    <message>
        <source>Repealed, omitted or transferred</source>
        <translation>已废止、省略或移置</translation>
    </message>
    <message>
        <source>U.S. Code: laws enacted through %1</source>
        <translation>美国法典：收录截至 %1 颁布的法律</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n verified</source>
        <translation>
            <numerusform>✓ %n 条已核实</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n flagged</source>
        <translation>
            <numerusform>✗ %n 条被标记</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>? %n unchecked</source>
        <translation>
            <numerusform>? %n 条未核查</numerusform>
        </translation>
    </message>
    <message>
        <source>repealed</source>
        <translation>已废止</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>已被取代</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>changed after the as-of date</source>
        <translation>在截至日期之后有变更</translation>
    </message>
    <message>
        <source>page not found</source>
        <translation>页面不存在</translation>
    </message>
    <message>
        <source>page not read</source>
        <translation>页面未读取</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourcesPanel</name>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Filter by type</source>
        <translation>按类型筛选</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Filter by authority</source>
        <translation>按权威性筛选</translation>
    </message>
    <message>
        <source>Sort sources</source>
        <translation>来源排序</translation>
    </message>
    <message>
        <source>Citation copied to the clipboard.</source>
        <translation>引文已复制到剪贴板。</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n 个来源</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>显示 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source>All tiers</source>
        <translation>所有权威等级</translation>
    </message>
    <message>
        <source>[n] order</source>
        <translation>[n] 顺序</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>权威性</translation>
    </message>
    <message>
        <source>Sort by number, date (newest first) or authority</source>
        <translation>按编号、日期（最新优先）或权威性排序</translation>
    </message>
    <message>
        <source>Sources appear here as the research finds them: web pages, court opinions and your own documents, each with its [n] number.</source>
        <translation>研究找到的来源会陆续显示在此处：网页、法院判决意见和您自己的文档，每个来源都带有 [n] 编号。</translation>
    </message>
</context>
<context>
    <name>lmars::ui::TimelineCard</name>
    <message>
        <source>Expand or collapse %1</source>
        <translation>展开或折叠%1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::TimelineView</name>
    <message>
        <source>Research timeline</source>
        <translation>研究时间线</translation>
    </message>
    <message>
        <source>Elapsed time, tokens and model calls</source>
        <translation>已用时间、token 数和模型调用次数</translation>
    </message>
    <message>
        <source>Each step of the research appears here as it happens: clarifying questions, the analysis, every search with its results, the pages read and the judge&apos;s verdicts.</source>
        <translation>研究的每个步骤都会实时显示在此处：澄清问题、分析、每次搜索及其结果、已读页面以及评审结论。</translation>
    </message>
    <message>
        <source>Clarifying questions</source>
        <translation>澄清问题</translation>
    </message>
    <message>
        <source>asking…</source>
        <translation>正在提问…</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>等待您回答</translation>
    </message>
    <message>
        <source>your input</source>
        <translation>您的输入</translation>
    </message>
    <message>
        <source>No questions were needed.</source>
        <translation>无需提问。</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未回答</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>已回答 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %n 次调用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n 次调用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 elapsed; tokens %2; %n model call(s)</source>
        <translation>
            <numerusform>已用 %1；token %2；%n 次模型调用</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1 at the prices in Settings</source>
        <translation>按设置中的价格计费用 %1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::VectorStatusLabel</name>
    <message>
        <source>Search by meaning: the firm server&apos;s library is searched by words only.</source>
        <translation>语义搜索：事务所服务器上的文档库仅按词语搜索。</translation>
    </message>
    <message>
        <source>Building the vectors failed: %1</source>
        <translation>向量构建失败：%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown command &quot;%1&quot;.

</source>
        <translation>未知命令“%1”。

</translation>
    </message>
    <message>
        <source>This build has no keychain support: keys are kept only until L-MARS closes.</source>
        <translation>此版本不支持钥匙串：密钥仅保留到 L-MARS 关闭为止。</translation>
    </message>
    <message>
        <source>Checking the citations of a document:</source>
        <translation>检查文档中的引用：</translation>
    </message>
    <message>
        <source>list every citation with its page, line and status after the offline checks (--json); exit code 5 when a citation is flagged</source>
        <translation>列出每条引用及其页码、行号和离线检查后的状态（--json）；有引用被标记时退出码为 5</translation>
    </message>
    <message>
        <source>Usage: lmars-cli &lt;command&gt; [options]

Commands:
  ask QUESTION        research a legal question and print a cited answer
  history             list past sessions (--search TEXT for full-text search);
                      history rename ID TITLE gives a session a title
  show ID             show a session (--json for the trajectory document)
  export ID           write a session as docx, pdf, html, md, json, or its sources as csl-json
                      or ris (--format F [--out FILE] [--footnotes])
  delete ID           delete a session
  uscore              rate how uncertain an answer reads (--answer-file F [--sources-file S])
  library SUBCOMMAND  the local document library: add PATH..., index [DIR], list, remove PATH...,
                      search QUERY [--as-of DATE] [-k N] [--json], stats
  server SUBCOMMAND   the firm&apos;s PostgreSQL server: init, status, matter, wall, audit, push,
                      search, list, history (see &apos;lmars-cli server --help&apos;)
  eval mcq            run a LegalSearchQA-format set through a condition (--dataset F --condition C)
  eval report         summarize eval results side by side (FILE... [--markdown])
  eval retrieval      retrieval metrics on a BEIR-like set (--set DIR [--k 10] [--json])
  version             print the version

Run &apos;lmars-cli &lt;command&gt; --help&apos; for the options of a command; --verbose shows internal logs.
Exit codes: 0 success, 2 usage error, 3 configuration missing, 4 provider or network failure,
130 cancelled.
</source>
        <translation>用法：lmars-cli &lt;命令&gt; [选项]

命令：
  ask QUESTION        研究一个法律问题并输出附引用的回答
  history             列出以往会话（--search TEXT 进行全文搜索）；
                      history rename ID TITLE 为会话设置标题
  show ID             显示一个会话（--json 输出轨迹文档）
  export ID           将会话写成 docx、pdf、html、md、json，或将其来源写成 csl-json
                      或 ris（--format F [--out FILE] [--footnotes]）
  delete ID           删除一个会话
  uscore              评估回答读起来的不确定程度（--answer-file F [--sources-file S]）
  library SUBCOMMAND  本地文档库：add PATH...、index [DIR]、list、remove PATH...、
                      search QUERY [--as-of DATE] [-k N] [--json]、stats
  server SUBCOMMAND   律所的 PostgreSQL 服务器：init、status、matter、wall、audit、push、
                      search、list、history（见 &apos;lmars-cli server --help&apos;）
  eval mcq            在某一条件下运行 LegalSearchQA 格式的题集（--dataset F --condition C）
  eval report         并排汇总评估结果（FILE... [--markdown]）
  eval retrieval      在类 BEIR 数据集上计算检索指标（--set DIR [--k 10] [--json]）
  version             输出版本号

运行 &apos;lmars-cli &lt;命令&gt; --help&apos; 查看某个命令的选项；--verbose 显示内部日志。
退出码：0 成功，2 用法错误，3 缺少配置，4 提供方或网络故障，
130 已取消。
</translation>
    </message>
</context>
</TS>
