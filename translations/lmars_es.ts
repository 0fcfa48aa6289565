<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AnswerChecks</name>
    <message>
        <source>The passage occurs in %1.</source>
        <translation>El pasaje figura en %1.</translation>
    </message>
    <message>
        <source>This is not what %1 says; the closest passage is %2% similar.</source>
        <translation>No es lo que dice %1; el pasaje más cercano es similar en un %2%.</translation>
    </message>
    <message>
        <source>Only a search snippet of %1 was retrieved, and the passage is not in it.</source>
        <translation>Solo se obtuvo un fragmento de búsqueda de %1, y el pasaje no figura en él.</translation>
    </message>
    <message>
        <source>Nothing close to the passage occurs in %1.</source>
        <translation>En %1 no figura nada parecido al pasaje.</translation>
    </message>
    <message>
        <source>Not checked: the check was cancelled.</source>
        <translation>No comprobado: la comprobación se canceló.</translation>
    </message>
    <message>
        <source>The passage is attributed to [%1], but no text was retrieved for that source.</source>
        <translation>El pasaje se atribuye a [%1], pero no se obtuvo texto de esa fuente.</translation>
    </message>
    <message>
        <source>source [%1]</source>
        <translation>la fuente [%1]</translation>
    </message>
    <message>
        <source>The passage is attributed to no source [n] and no case, so it could not be checked.</source>
        <translation>El pasaje no se atribuye a ninguna fuente [n] ni a ningún caso, así que no se pudo comprobar.</translation>
    </message>
    <message>
        <source>The opinion text of %1 could not be retrieved (cases are looked up only with a CourtListener token), so the passage was not compared with it.</source>
        <translation>No se pudo obtener el texto de la sentencia %1 (los casos solo se consultan con un token de CourtListener), así que el pasaje no se comparó con él.</translation>
    </message>
    <message>
        <source>the opinion of %1</source>
        <translation>la sentencia %1</translation>
    </message>
    <message>
        <source>The sentence cites only sources that do not exist in the source list.</source>
        <translation>La frase solo cita fuentes que no existen en la lista de fuentes.</translation>
    </message>
    <message>
        <source>No cited source states %1.</source>
        <translation>Ninguna fuente citada indica %1.</translation>
    </message>
</context>
<context>
    <name>AnswerDocx</name>
    <message>
        <source>unverified citation %1</source>
        <extracomment>A citation number in the answer that refers to no source; %1 is the number(s).</extracomment>
        <translation>cita no verificada %1</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Searched as of:</source>
        <translation>Búsqueda a fecha de:</translation>
    </message>
    <message>
        <source>No sources were found.</source>
        <translation>No se encontraron fuentes.</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>Fecha: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>Authority: %1</source>
        <translation>Autoridad: %1</translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation>Obtenida el %1</translation>
    </message>
    <message>
        <source>U-Score</source>
        <translation>U-Score</translation>
    </message>
    <message>
        <source>Disclaimer</source>
        <translation>Aviso legal</translation>
    </message>
    <message>
        <source>Run settings</source>
        <translation>Configuración de la ejecución</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Legal research</source>
        <translation>Investigación jurídica</translation>
    </message>
    <message>
        <source>Evidence only: no answer was generated; the sources are ranked by authority.</source>
        <translation>Solo evidencias: no se generó ninguna respuesta; las fuentes están ordenadas por autoridad.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>The answer is incomplete: %1</source>
        <translation>La respuesta está incompleta: %1</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit.</source>
        <translation>La respuesta se cortó en el límite de salida del modelo.</translation>
    </message>
    <message>
        <source>Warning: the answer cited source number(s) %1, which do not exist; they are marked &quot;unverified citation&quot; and must not be relied on.</source>
        <translation>Advertencia: la respuesta citó el número o los números de fuente %1, que no existen; están marcados como «cita no verificada» y no deben tomarse como fiables.</translation>
    </message>
</context>
<context>
    <name>AnswerStage</name>
    <message>
        <source>The searches found no sources for this question, so no grounded answer can be given. Try rephrasing the question, naming the jurisdiction, or enabling more sources.</source>
        <translation>Las búsquedas no encontraron fuentes para esta pregunta, por lo que no se puede dar una respuesta fundamentada. Intente reformular la pregunta, indicar la jurisdicción o activar más fuentes.</translation>
    </message>
    <message>
        <source>No sources were found; no answer was generated.</source>
        <translation>No se encontraron fuentes; no se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>Verification was cancelled with the answer; only the citations checked while it streamed are listed.</source>
        <translation>La verificación se canceló junto con la respuesta; solo se enumeran las citas comprobadas mientras se escribía.</translation>
    </message>
    <message>
        <source>The answer stopped before it was complete; only the citations checked while it streamed are listed.</source>
        <translation>La respuesta se detuvo antes de completarse; solo se enumeran las citas comprobadas mientras se escribía.</translation>
    </message>
    <message>
        <source>Verification was turned off for this run: no citation, quotation or claim in this answer was checked.</source>
        <translation>La verificación estaba desactivada en esta consulta: no se comprobó ninguna cita, transcripción ni afirmación de esta respuesta.</translation>
    </message>
    <message>
        <source>The answer is incomplete: the model stopped with an error after part of it was written (%1). Continue the answer or run the question again.</source>
        <translation>La respuesta está incompleta: el modelo se detuvo con un error después de escribir una parte (%1). Continúe la respuesta o vuelva a ejecutar la pregunta.</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit, even after one continuation. Raise LMARS_LLM_MAX_TOKENS for longer answers.</source>
        <translation>La respuesta se cortó en el límite de salida del modelo, incluso tras una continuación. Aumente LMARS_LLM_MAX_TOKENS para respuestas más largas.</translation>
    </message>
    <message>
        <source>The answer cites %1, but there are only %2 sources; these markers are shown as unverified.</source>
        <translation>La respuesta cita %1, pero solo hay %2 fuentes; esas marcas se muestran como no verificadas.</translation>
    </message>
    <message>
        <source>The answer is complete; there is nothing to continue.</source>
        <translation>La respuesta está completa; no hay nada que continuar.</translation>
    </message>
    <message>
        <source>The answer was continued after these checks; the continued text was not checked.</source>
        <translation>La respuesta se continuó después de estas comprobaciones; el texto añadido no se comprobó.</translation>
    </message>
</context>
<context>
    <name>AnthropicModel</name>
    <message>
        <source>Anthropic API at %1</source>
        <translation>la API de Anthropic en %1</translation>
    </message>
    <message>
        <source>no content</source>
        <translation>sin contenido</translation>
    </message>
    <message>
        <source>a stream event is not JSON</source>
        <translation>un evento del flujo no es JSON</translation>
    </message>
</context>
<context>
    <name>AppConfig</name>
    <message>
        <source>The model&apos;s base URL &quot;%1&quot; is not a valid http(s) URL: set LMARS_LLM_BASE_URL (for example http://localhost:11434).</source>
        <translation>La URL base del modelo &quot;%1&quot; no es una URL http(s) válida: defina LMARS_LLM_BASE_URL (por ejemplo, http://localhost:11434).</translation>
    </message>
    <message>
        <source>No model is set: set LMARS_LLM_MODEL.</source>
        <translation>No se ha definido ningún modelo: defina LMARS_LLM_MODEL.</translation>
    </message>
    <message>
        <source>Anthropic needs an API key: set LMARS_LLM_API_KEY or ANTHROPIC_API_KEY (environment or .env).</source>
        <translation>Anthropic necesita una clave de API: defina LMARS_LLM_API_KEY o ANTHROPIC_API_KEY (en el entorno o en .env).</translation>
    </message>
    <message>
        <source>%1 needs an API key: set LMARS_LLM_API_KEY or OPENAI_API_KEY (environment or .env).</source>
        <translation>%1 necesita una clave de API: defina LMARS_LLM_API_KEY u OPENAI_API_KEY (en el entorno o en .env).</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; (--provider). Known providers: %2.</source>
        <translation>Proveedor de modelo desconocido &quot;%1&quot; (--provider). Proveedores conocidos: %2.</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; in the settings file (Settings → Model). Known providers: %2.</source>
        <translation>Proveedor de modelo desconocido &quot;%1&quot; en el archivo de configuración (Configuración → Modelo). Proveedores conocidos: %2.</translation>
    </message>
    <message>
        <source>Unknown model provider &quot;%1&quot; in LMARS_LLM_PROVIDER. Known providers: %2.</source>
        <translation>Proveedor de modelo desconocido &quot;%1&quot; en LMARS_LLM_PROVIDER. Proveedores conocidos: %2.</translation>
    </message>
    <message>
        <source>Azure OpenAI needs your resource&apos;s endpoint: set LMARS_LLM_BASE_URL (for example https://my-resource.openai.azure.com).</source>
        <translation>Azure OpenAI necesita el punto de conexión de su recurso: defina LMARS_LLM_BASE_URL (por ejemplo https://my-resource.openai.azure.com).</translation>
    </message>
    <message>
        <source>Azure OpenAI needs the deployment&apos;s name as the model: set LMARS_LLM_MODEL.</source>
        <translation>Azure OpenAI necesita el nombre de la implementación como modelo: defina LMARS_LLM_MODEL.</translation>
    </message>
    <message>
        <source>%1 needs an API key: set LMARS_LLM_API_KEY (environment, .env or Settings → Model).</source>
        <translation>%1 necesita una clave de API: defina LMARS_LLM_API_KEY (entorno, .env o Configuración → Modelo).</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>%1 debe ser un número entero de %2 a %3, no «%4».</translation>
    </message>
    <message>
        <source>Unknown embedding provider &quot;%1&quot; in %2. Known providers: %3.</source>
        <translation>Proveedor de embeddings desconocido «%1» en %2. Proveedores conocidos: %3.</translation>
    </message>
</context>
<context>
    <name>AsOf</name>
    <message>
        <source>The as-of date &quot;%1&quot; is not a date (YYYY-MM-DD).</source>
        <translation>La fecha de referencia «%1» no es una fecha (AAAA-MM-DD).</translation>
    </message>
</context>
<context>
    <name>AskCommand</name>
    <message>
        <source>Research a legal question and print a cited answer.</source>
        <translation>Investiga una cuestión jurídica e imprime una respuesta con citas.</translation>
    </message>
    <message>
        <source>Research mode: simple (query, search, answer), multi (follow-up questions, then search, judge and refine until the evidence suffices), evidence (no model: ranked sources only).</source>
        <translation>Modo de investigación: simple (consulta, búsqueda, respuesta), multi (preguntas de seguimiento; luego búsqueda, evaluación y refinamiento hasta que la evidencia sea suficiente), evidence (sin modelo: solo fuentes clasificadas).</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <source>Multi-turn: at most this many search rounds (1-10).</source>
        <translation>Multiturno: como máximo este número de rondas de búsqueda (1-10).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Multi-turn: do not ask clarifying questions.</source>
        <translation>Multiturno: no hacer preguntas de aclaración.</translation>
    </message>
    <message>
        <source>Multi-turn: answers to the clarifying questions (JSON array in question order, or object question → answer).</source>
        <translation>Multiturno: respuestas a las preguntas de aclaración (arreglo JSON en el orden de las preguntas, u objeto pregunta → respuesta).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>Multi-turn: a separate model for the judge.</source>
        <translation>Multiturno: un modelo distinto para el juez.</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>Multi-turn: web pages read in full per round (0-10).</source>
        <translation>Multiturno: páginas web leídas completas en cada ronda (0-10).</translation>
    </message>
    <message>
        <source>list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>proveedor</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>Nombre del modelo.</translation>
    </message>
    <message>
        <source>Print the trajectory document (JSON) instead of text.</source>
        <translation>Imprimir el documento de trayectoria (JSON) en lugar de texto.</translation>
    </message>
    <message>
        <source>Read the question from a file.</source>
        <translation>Leer la pregunta desde un archivo.</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>Carpeta de la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>Results per query and source (1-50).</source>
        <translation>Resultados por consulta y fuente (1-50).</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD): your documents valid then, opinions filed by then, and the agents told the date.</source>
        <translation>El derecho vigente en esta fecha (AAAA-MM-DD): sus documentos vigentes entonces, las resoluciones dictadas hasta entonces y la fecha comunicada a los agentes.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>The legal question.</source>
        <translation>La cuestión jurídica.</translation>
    </message>
    <message>
        <source>QUESTION</source>
        <translation>PREGUNTA</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>no question given. Usage: lmars-cli ask &quot;Your legal question&quot;</source>
        <translation>no se indicó ninguna pregunta. Uso: lmars-cli ask &quot;Su cuestión jurídica&quot;</translation>
    </message>
    <message>
        <source>the question is too long (%1 characters; at most 20000).</source>
        <translation>la pregunta es demasiado larga (%1 caracteres; como máximo 20000).</translation>
    </message>
    <message>
        <source>unknown mode &quot;%1&quot;. Available: %2.</source>
        <translation>modo desconocido &quot;%1&quot;. Disponibles: %2.</translation>
    </message>
    <message>
        <source>--max-results must be a number from 1 to 50.</source>
        <translation>--max-results debe ser un número del 1 al 50.</translation>
    </message>
    <message>
        <source>--max-iterations must be a number from 1 to 10.</source>
        <translation>--max-iterations debe ser un número del 1 al 10.</translation>
    </message>
    <message>
        <source>--pages must be a number from 0 to 10.</source>
        <translation>--pages debe ser un número del 0 al 10.</translation>
    </message>
    <message>
        <source>--sources needs at least one of: %1.</source>
        <translation>--sources necesita al menos una de: %1.</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Session %1 · %2 · sources: %3</source>
        <translation>Sesión %1 · %2 · fuentes: %3</translation>
    </message>
    <message>
        <source>evidence only, no model</source>
        <translation>solo evidencia, sin modelo</translation>
    </message>
    <message>
        <source>warning: the session could not be saved completely: %1</source>
        <translation>advertencia: la sesión no se pudo guardar por completo: %1</translation>
    </message>
    <message>
        <source>Cancelled. What was found so far is saved in session %1.</source>
        <translation>Cancelado. Lo encontrado hasta ahora se guardó en la sesión %1.</translation>
    </message>
    <message>
        <source>The jurisdiction whose law applies, for example &quot;California&quot; or &quot;U.S. federal&quot;; it wins over the one the agents infer.</source>
        <translation>La jurisdicción cuyo derecho se aplica, por ejemplo &quot;California&quot; o &quot;U.S. federal&quot;; prevalece sobre la que infieren los agentes.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>--jurisdiction needs a name, for example &quot;California&quot;.</source>
        <translation>--jurisdiction necesita un nombre, por ejemplo &quot;California&quot;.</translation>
    </message>
    <message>
        <source>With --json: include the model&apos;s reasoning of every call.</source>
        <translation>Con --json: incluye el razonamiento del modelo en cada llamada.</translation>
    </message>
    <message>
        <source>The answer above is incomplete: the model stopped with an error after part of it was written (%1). It is saved in session %2; run the question again for a complete answer.</source>
        <translation>La respuesta anterior está incompleta: el modelo se detuvo con un error después de escribir una parte (%1). Está guardada en la sesión %2; vuelva a ejecutar la pregunta para obtener una respuesta completa.</translation>
    </message>
    <message>
        <source>warning: the answer above was cut off at the model&apos;s output limit (LMARS_LLM_MAX_TOKENS) and may end mid-sentence.</source>
        <translation>aviso: la respuesta anterior se cortó en el límite de salida del modelo (LMARS_LLM_MAX_TOKENS) y puede terminar a mitad de frase.</translation>
    </message>
    <message>
        <source>Answer format: standard (direct answer, key points, disclaimers) or irac (Issues, Rules, Application, Conclusion; in multi mode the facts, rules, application and common-sense steps run first).</source>
        <translation>Formato de la respuesta: standard (respuesta directa, puntos clave, advertencias) o irac (Cuestiones, Normas, Aplicación, Conclusión; en el modo multi se ejecutan antes los pasos de hechos, normas, aplicación y sentido común).</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local, fedreg (Federal Register), ecfr (Code of Federal Regulations), uscode (U.S. Code), or all (default: web, caselaw and local when configured).</source>
        <translation>Fuentes separadas por comas: web, searxng, caselaw, local, fedreg (Federal Register), ecfr (Código de Reglamentos Federales), uscode (Código de los Estados Unidos) o all (por defecto: web, caselaw y local si están configuradas).</translation>
    </message>
    <message>
        <source>Do not check the answer&apos;s citations, quotations and cited claims against the sources (and do not revise it).</source>
        <translation>No comprobar las citas, las citas textuales ni las afirmaciones citadas de la respuesta con las fuentes (ni revisarla).</translation>
    </message>
    <message>
        <source>unknown answer format &quot;%1&quot;. Available: %2.</source>
        <translation>formato de respuesta desconocido «%1». Disponibles: %2.</translation>
    </message>
    <message>
        <source>note: --format is ignored in evidence mode, which writes no answer.</source>
        <translation>nota: --format se ignora en el modo evidence, que no redacta ninguna respuesta.</translation>
    </message>
    <message>
        <source>File the session under this matter (on the firm server: a matter you are a member of); the library source then searches only its documents.</source>
        <translation>Archiva la sesión en este asunto (en el servidor del despacho: un asunto del que sea miembro); la fuente de la biblioteca busca entonces solo en sus documentos.</translation>
    </message>
    <message>
        <source>note: session %1 is kept on this computer, not yet on the firm server: %2</source>
        <translation>nota: la sesión %1 se conserva en este equipo y aún no está en el servidor del despacho: %2</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>Proveedor del modelo: %1.</translation>
    </message>
    <message>
        <source>INCOMPLETE ANSWER — the model stopped with an error after this part was written: %1</source>
        <translation>RESPUESTA INCOMPLETA — el modelo se detuvo con un error después de escribir esta parte: %1</translation>
    </message>
    <message>
        <source>The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or the court&apos;s name): each verified case is marked binding, persuasive or not precedential there. Without it, the jurisdiction suggests one.</source>
        <translation>El tribunal para el que se investiga (un id de courts-db como cal, calctapp, cand o ca9, o el nombre del tribunal): cada caso verificado se marca allí como vinculante, persuasivo o sin valor de precedente. Sin él, la jurisdicción sugiere uno.</translation>
    </message>
    <message>
        <source>court</source>
        <translation>tribunal</translation>
    </message>
    <message>
        <source>--forum needs a court.</source>
        <translation>--forum necesita un tribunal.</translation>
    </message>
    <message>
        <source>After the checks, do not look for later negative treatment of the verified cases (CourtListener&apos;s citing opinions, a few requests a minute on its free tier).</source>
        <translation>Después de las comprobaciones, no buscar tratamiento negativo posterior de los casos verificados (opiniones que los citan en CourtListener, unas pocas solicitudes por minuto en su nivel gratuito).</translation>
    </message>
    <message numerus="yes">
        <source>Tokens: %1 · %n model call(s)</source>
        <translation>
            <numerusform>Tokens: %1 · %n llamada al modelo</numerusform>
            <numerusform>Tokens: %1 · %n llamadas al modelo</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1</source>
        <translation>coste %1</translation>
    </message>
    <message>
        <source>note: no cost is shown for the prices that could not be read: %1</source>
        <translation>nota: no se muestra el coste de los precios que no se pudieron leer: %1</translation>
    </message>
</context>
<context>
    <name>AuthorityBadge</name>
    <message>
        <source>Binding</source>
        <translation>Vinculante</translation>
    </message>
    <message>
        <source>Persuasive</source>
        <translation>Persuasivo</translation>
    </message>
    <message>
        <source>Not precedential</source>
        <translation>Sin valor de precedente</translation>
    </message>
    <message>
        <source>assumed forum: %1</source>
        <translation>foro supuesto: %1</translation>
    </message>
</context>
<context>
    <name>AuthorityClassifier</name>
    <message>
        <source>No court is known as &quot;%1&quot;: give a courts-db id (cal, calctapp, cand, ca9) or the court&apos;s name.</source>
        <translation>No se conoce ningún tribunal como «%1»: indique un identificador de courts-db (cal, calctapp, cand, ca9) o el nombre del tribunal.</translation>
    </message>
    <message>
        <source>%1: binds every federal court</source>
        <translation>%1: vincula a todos los tribunales federales</translation>
    </message>
    <message>
        <source>%1: binds every court on questions of federal law</source>
        <translation>%1: vincula a todos los tribunales en cuestiones de derecho federal</translation>
    </message>
    <message>
        <source>%1: a district court&apos;s decision binds no other court; persuasive in %2</source>
        <translation>%1: la decisión de un tribunal de distrito no vincula a ningún otro tribunal; persuasiva en %2</translation>
    </message>
    <message>
        <source>%1: binds its own later panels</source>
        <translation>%1: vincula a sus propias salas posteriores</translation>
    </message>
    <message>
        <source>%1: binds %2, whose appeals it hears</source>
        <translation>%1: vincula a %2, cuyas apelaciones conoce</translation>
    </message>
    <message>
        <source>%1: persuasive in %2, which is not in its circuit</source>
        <translation>%1: persuasiva en %2, que no está en su circuito</translation>
    </message>
    <message>
        <source>%1: binds %2 on questions of %3 law</source>
        <translation>%1: vincula a %2 en cuestiones de derecho de %3</translation>
    </message>
    <message>
        <source>%1: persuasive in %2 on %3 law, which follows it unless the %3 supreme court would decide otherwise</source>
        <translation>%1: persuasiva en %2 sobre el derecho de %3, que la sigue salvo que el tribunal supremo de %3 fuera a decidir otra cosa</translation>
    </message>
    <message>
        <source>%1: a %2 court, persuasive in %3</source>
        <translation>%1: un tribunal de %2, persuasiva en %3</translation>
    </message>
    <message>
        <source>%1: persuasive in %2 state courts; only the U.S. Supreme Court binds them, on federal law</source>
        <translation>%1: persuasiva en los tribunales estatales de %2; solo el Tribunal Supremo de EE. UU. los vincula, en derecho federal</translation>
    </message>
    <message>
        <source>%1: binds every %2 state court</source>
        <translation>%1: vincula a todos los tribunales estatales de %2</translation>
    </message>
    <message>
        <source>%1: binds %2&apos;s trial courts</source>
        <translation>%1: vincula a los tribunales de primera instancia de %2</translation>
    </message>
    <message>
        <source>%1: persuasive in %2, the court above it</source>
        <translation>%1: persuasiva en %2, el tribunal superior</translation>
    </message>
    <message>
        <source>%1: persuasive in %2; one appellate panel does not bind another</source>
        <translation>%1: persuasiva en %2; una sala de apelación no vincula a otra</translation>
    </message>
    <message>
        <source>%1: a trial court&apos;s decision binds no other court</source>
        <translation>%1: la decisión de un tribunal de primera instancia no vincula a ningún otro tribunal</translation>
    </message>
    <message>
        <source>No forum court given, so it is not known whether it binds.</source>
        <translation>No se indicó el tribunal del foro, así que no se sabe si vincula.</translation>
    </message>
    <message>
        <source>%1: unpublished, not precedent (it may be cited as persuasive where the rules allow)</source>
        <translation>%1: no publicada, no es precedente (puede citarse como persuasiva donde las normas lo permitan)</translation>
    </message>
    <message>
        <source>Unpublished, not precedent (it may be cited as persuasive where the rules allow)</source>
        <translation>No publicada, no es precedente (puede citarse como persuasiva donde las normas lo permitan)</translation>
    </message>
    <message>
        <source>The court that decided it is not known, so it is not known whether it binds %1.</source>
        <translation>No se conoce el tribunal que la dictó, así que no se sabe si vincula a %1.</translation>
    </message>
    <message>
        <source>(forum assumed: %1, from the research&apos;s jurisdiction)</source>
        <translation>(foro supuesto: %1, según la jurisdicción de la investigación)</translation>
    </message>
</context>
<context>
    <name>Backends</name>
    <message>
        <source>Cannot create the folder %1 for the document library.</source>
        <translation>No se puede crear la carpeta %1 para la biblioteca de documentos.</translation>
    </message>
</context>
<context>
    <name>BooleanMatcher</name>
    <message>
        <source>Terms-and-Connectors search needs a library indexed by words (unicode61 or porter); this library is indexed by trigrams. Use a natural-language search (--syntax natural).</source>
        <translation>La búsqueda con términos y conectores necesita una biblioteca indexada por palabras (unicode61 o porter); esta biblioteca está indexada por trigramas. Use una búsqueda en lenguaje natural (--syntax natural).</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: * and ! work on one word of letters and digits.</source>
        <translation>«%1»: * y ! se aplican a una sola palabra de letras y dígitos.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; holds no letters or digits to search for.</source>
        <translation>«%1» no contiene letras ni dígitos que buscar.</translation>
    </message>
    <message>
        <source>More than %1 words of the library begin with &quot;%2&quot;: make &quot;%3&quot; longer.</source>
        <translation>Más de %1 palabras de la biblioteca empiezan por «%2»: alargue «%3».</translation>
    </message>
</context>
<context>
    <name>BooleanQuery</name>
    <message>
        <source>Character %1 of the search: %2</source>
        <translation>Carácter %1 de la búsqueda: %2</translation>
    </message>
    <message>
        <source>the quotation mark opened here is not closed.</source>
        <translation>las comillas abiertas aquí no se cierran.</translation>
    </message>
    <message>
        <source>the number of words in &quot;%1&quot; must be between 1 and %2.</source>
        <translation>el número de palabras de «%1» debe estar entre 1 y %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a connector: expected a number, s or p after it (/3, +5, /s, /p).</source>
        <translation>«%1» no es un conector: se esperaba un número, s o p detrás (/3, +5, /s, /p).</translation>
    </message>
    <message>
        <source>NOT must follow AND or BUT (&quot;AND NOT&quot;, &quot;BUT NOT&quot;); put a word to search for in quotation marks.</source>
        <translation>NOT debe ir detrás de AND o BUT («AND NOT», «BUT NOT»); ponga entre comillas una palabra que quiera buscar.</translation>
    </message>
    <message>
        <source>expected NOT after BUT.</source>
        <translation>se esperaba NOT detrás de BUT.</translation>
    </message>
    <message>
        <source>this &quot;)&quot; closes no &quot;(&quot;.</source>
        <translation>este «)» no cierra ningún «(».</translation>
    </message>
    <message>
        <source>expected a connector before &quot;%1&quot;.</source>
        <translation>se esperaba un conector antes de «%1».</translation>
    </message>
    <message>
        <source>expected &quot;)&quot; to close the &quot;(&quot; at character %1.</source>
        <translation>se esperaba «)» para cerrar el «(» del carácter %1.</translation>
    </message>
    <message>
        <source>the quotation marks hold no words.</source>
        <translation>las comillas no contienen ninguna palabra.</translation>
    </message>
    <message>
        <source>expected a word or a quoted phrase.</source>
        <translation>se esperaba una palabra o una frase entre comillas.</translation>
    </message>
    <message>
        <source>expected a word, a quoted phrase or &quot;(&quot; after &quot;%1&quot;.</source>
        <translation>se esperaba una palabra, una frase entre comillas o «(» detrás de «%1».</translation>
    </message>
    <message>
        <source>expected a word, a quoted phrase or &quot;(&quot; before &quot;%1&quot;.</source>
        <translation>se esperaba una palabra, una frase entre comillas o «(» antes de «%1».</translation>
    </message>
    <message>
        <source>expected a word after &quot;#&quot;.</source>
        <translation>se esperaba una palabra detrás de «#».</translation>
    </message>
    <message>
        <source>a word cannot begin with &quot;%1&quot;: put at least one letter before it.</source>
        <translation>una palabra no puede empezar por «%1»: ponga al menos una letra delante.</translation>
    </message>
    <message>
        <source>&quot;!&quot; can only end a word (negligen!).</source>
        <translation>«!» solo puede terminar una palabra (negligen!).</translation>
    </message>
    <message>
        <source>parentheses nest more than %1 deep.</source>
        <translation>los paréntesis se anidan más de %1 niveles.</translation>
    </message>
    <message>
        <source>the search holds more than %1 words: shorten it, or search it as natural language.</source>
        <translation>la búsqueda tiene más de %1 palabras: acórtela o búsquela en lenguaje natural.</translation>
    </message>
</context>
<context>
    <name>CaBundle</name>
    <message>
        <source>The CA bundle file %1 does not exist.</source>
        <translation>El archivo de certificados de CA %1 no existe.</translation>
    </message>
    <message>
        <source>The CA bundle file %1 cannot be read (%2).</source>
        <translation>No se puede leer el archivo de certificados de CA %1 (%2).</translation>
    </message>
    <message>
        <source>The CA bundle file %1 holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;); convert a DER certificate with: openssl x509 -inform der -in %1 -out ca.pem</source>
        <translation>El archivo de certificados de CA %1 no contiene ningún certificado PEM (&quot;-----BEGIN CERTIFICATE-----&quot;); convierta un certificado DER con: openssl x509 -inform der -in %1 -out ca.pem</translation>
    </message>
</context>
<context>
    <name>CaseLibrary</name>
    <message>
        <source>Cannot read the corpus %1: %2.</source>
        <translation>No se puede leer el corpus %1: %2.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder for the corpus library.</source>
        <translation>No se puede crear una carpeta temporal para la biblioteca del corpus.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>%1, line %2: a corpus row needs doc_id, source, type and text.</source>
        <translation>%1, línea %2: una fila del corpus necesita doc_id, source, type y text.</translation>
    </message>
    <message>
        <source>%1 holds no passage of the roles %2.</source>
        <translation>%1 no contiene ningún pasaje de los roles %2.</translation>
    </message>
</context>
<context>
    <name>ChatModel</name>
    <message>
        <source>No model is configured for the %1 provider.</source>
        <translation>No hay ningún modelo configurado para el proveedor %1.</translation>
    </message>
    <message>
        <source>The model server address &quot;%1&quot; is not a valid http(s) URL.</source>
        <translation>La dirección del servidor del modelo &quot;%1&quot; no es una URL http(s) válida.</translation>
    </message>
    <message>
        <source>An API key is required for %1; set LMARS_LLM_API_KEY or enter it in the settings.</source>
        <translation>Se requiere una clave de API para %1; defina LMARS_LLM_API_KEY o introdúzcala en la configuración.</translation>
    </message>
    <message>
        <source>the reply was empty instead of a JSON object</source>
        <translation>la respuesta estaba vacía en lugar de ser un objeto JSON</translation>
    </message>
    <message>
        <source>the reply is not valid JSON (%1)</source>
        <translation>la respuesta no es JSON válido (%1)</translation>
    </message>
    <message>
        <source>the reply contains no JSON object</source>
        <translation>la respuesta no contiene ningún objeto JSON</translation>
    </message>
    <message>
        <source>The request to the model was cancelled.</source>
        <translation>Se canceló la solicitud al modelo.</translation>
    </message>
    <message>
        <source>%1 (the reply was cut off at the output token limit)</source>
        <translation>%1 (la respuesta se cortó al alcanzar el límite de tokens de salida)</translation>
    </message>
    <message>
        <source>The model returned an invalid %1 reply twice: %2</source>
        <translation>El modelo devolvió dos veces una respuesta %1 no válida: %2</translation>
    </message>
    <message>
        <source>The structured call ended unexpectedly.</source>
        <translation>La llamada estructurada terminó de forma inesperada.</translation>
    </message>
    <message>
        <source>Azure OpenAI needs your resource&apos;s endpoint as the base URL, for example https://my-resource.openai.azure.com (or its /openai/v1/ endpoint).</source>
        <translation>Azure OpenAI necesita el punto de conexión de su recurso como URL base, por ejemplo https://my-resource.openai.azure.com (o su punto de conexión /openai/v1/).</translation>
    </message>
</context>
<context>
    <name>CitationChanges</name>
    <message>
        <source>%1: new, %2</source>
        <translation>%1: nueva, %2</translation>
    </message>
    <message>
        <source>%1: no longer in the answer (was %2)</source>
        <translation>%1: ya no está en la respuesta (era %2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>CitationLookupClient</name>
    <message>
        <source>CourtListener&apos;s citation lookup returned something other than a list of citations.</source>
        <translation>La búsqueda de citas de CourtListener devolvió algo distinto de una lista de citas.</translation>
    </message>
    <message>
        <source>CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener rechazó el token de la API; revise COURTLISTENER_API_TOKEN.</translation>
    </message>
    <message>
        <source>CourtListener parsed these citations but did not look them up.</source>
        <translation>CourtListener analizó estas citas pero no las buscó.</translation>
    </message>
    <message>
        <source>%1 is not a CourtListener case page.</source>
        <translation>%1 no es una página de caso de CourtListener.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s case record lists no opinions.</source>
        <translation>El registro del caso en CourtListener no incluye ninguna opinión.</translation>
    </message>
    <message>
        <source>CourtListener has no text for this case&apos;s opinions.</source>
        <translation>CourtListener no tiene el texto de las opiniones de este caso.</translation>
    </message>
    <message>
        <source>CourtListener answered &quot;%1&quot; at offset %2 for &quot;%3&quot; sent at offset %4; the answer was not used.</source>
        <translation>CourtListener respondió «%1» en la posición %2 para «%3», enviada en la posición %4; la respuesta no se usó.</translation>
    </message>
</context>
<context>
    <name>CitationNames</name>
    <message>
        <source>case</source>
        <translation>caso</translation>
    </message>
    <message>
        <source>short form</source>
        <translation>forma abreviada</translation>
    </message>
    <message>
        <source>statute</source>
        <translation>ley</translation>
    </message>
    <message>
        <source>regulation</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>Federal Register</translation>
    </message>
    <message>
        <source>public law</source>
        <translation>ley pública</translation>
    </message>
    <message>
        <source>Statutes at Large</source>
        <translation>Statutes at Large</translation>
    </message>
    <message>
        <source>executive order</source>
        <translation>orden ejecutiva</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificada</translation>
    </message>
    <message>
        <source>mismatch</source>
        <translation>no coincide</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrada</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>ambigua</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>no válida</translation>
    </message>
    <message>
        <source>implausible</source>
        <translation>inverosímil</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>binding</source>
        <translation>vinculante</translation>
    </message>
    <message>
        <source>persuasive</source>
        <translation>persuasiva</translation>
    </message>
    <message>
        <source>not precedential</source>
        <translation>no es precedente</translation>
    </message>
    <message>
        <source>not classified</source>
        <translation>sin clasificar</translation>
    </message>
</context>
<context>
    <name>Citator</name>
    <message>
        <source>overruled</source>
        <translation>revocado como precedente</translation>
    </message>
    <message>
        <source>abrogated</source>
        <translation>derogado</translation>
    </message>
    <message>
        <source>superseded by statute</source>
        <translation>superado por una ley</translation>
    </message>
    <message>
        <source>disapproved</source>
        <translation>desaprobado</translation>
    </message>
    <message>
        <source>called into doubt</source>
        <translation>puesto en duda</translation>
    </message>
    <message>
        <source>declined to be followed</source>
        <translation>no seguido</translation>
    </message>
    <message>
        <source>limited to its facts</source>
        <translation>limitado a sus hechos</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>revocado en apelación</translation>
    </message>
    <message>
        <source>vacated</source>
        <translation>anulado</translation>
    </message>
    <message numerus="yes">
        <source>%n citing opinion(s) read (%1 more not read)</source>
        <translation>
            <numerusform>%n opinión que lo cita leída (%1 más sin leer)</numerusform>
            <numerusform>%n opiniones que lo citan leídas (%1 más sin leer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n citing opinion(s) read</source>
        <translation>
            <numerusform>%n opinión que lo cita leída</numerusform>
            <numerusform>%n opiniones que lo citan leídas</numerusform>
        </translation>
    </message>
    <message>
        <source>Possibly %1: its subsequent history in the text says &quot;%2&quot;.</source>
        <translation>Posiblemente %1: su historia procesal posterior en el texto dice «%2».</translation>
    </message>
    <message>
        <source>Possibly %1 by %2 (%3, %4).</source>
        <translation>Posiblemente %1 por %2 (%3, %4).</translation>
    </message>
    <message numerus="yes">
        <source>%n more negative signal(s).</source>
        <translation>
            <numerusform>%n señal negativa más.</numerusform>
            <numerusform>%n señales negativas más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Based on %1.</source>
        <translation>Según %1.</translation>
    </message>
    <message>
        <source>Later treatment not checked: %1</source>
        <translation>Tratamiento posterior no comprobado: %1</translation>
    </message>
    <message>
        <source>No negative treatment found: CourtListener lists no later opinion citing it.</source>
        <translation>No se encontró tratamiento negativo: CourtListener no registra ninguna opinión posterior que lo cite.</translation>
    </message>
    <message>
        <source>No negative treatment found in %1.</source>
        <translation>No se encontró tratamiento negativo en %1.</translation>
    </message>
    <message>
        <source>no CourtListener API token is set.</source>
        <translation>no hay ningún token de la API de CourtListener configurado.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit was reached; retry after %1 UTC.</source>
        <translation>se alcanzó el límite de solicitudes de CourtListener; vuelva a intentarlo después de las %1 UTC.</translation>
    </message>
    <message>
        <source>the check was cancelled.</source>
        <translation>la comprobación se canceló.</translation>
    </message>
    <message>
        <source>the CourtListener search failed (%1).</source>
        <translation>falló la búsqueda en CourtListener (%1).</translation>
    </message>
    <message>
        <source>The check was cancelled before the rest were read.</source>
        <translation>La comprobación se canceló antes de leer el resto.</translation>
    </message>
    <message>
        <source>The rest were not read: %1</source>
        <translation>El resto no se leyó: %1</translation>
    </message>
    <message numerus="yes">
        <source>Later treatment was not fully checked for %n case(s) (%1): %2</source>
        <translation>
            <numerusform>El tratamiento posterior no se comprobó por completo para %n caso (%1): %2</numerusform>
            <numerusform>El tratamiento posterior no se comprobó por completo para %n casos (%1): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CitingOpinionsClient</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit: no request before %1 UTC.</source>
        <translation>Límite de solicitudes de CourtListener: ninguna solicitud antes de las %1 UTC.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s search returned no list of results.</source>
        <translation>La búsqueda de CourtListener no devolvió una lista de resultados.</translation>
    </message>
    <message>
        <source>%1 is not a CourtListener case page.</source>
        <translation>%1 no es una página de caso de CourtListener.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s case record lists no opinions.</source>
        <translation>El registro del caso en CourtListener no incluye ninguna opinión.</translation>
    </message>
    <message>
        <source>CourtListener has no text for opinion %1.</source>
        <translation>CourtListener no tiene texto para la opinión %1.</translation>
    </message>
</context>
<context>
    <name>ClaimSupportAgent</name>
    <message>
        <source>The model gave no valid judgment for this claim.</source>
        <translation>El modelo no dio una valoración válida de esta afirmación.</translation>
    </message>
</context>
<context>
    <name>CliSupport</name>
    <message>
        <source>cannot open the session database %1: %2. Set LMARS_DATA_DIR or --data-dir to a writable folder.</source>
        <translation>no se puede abrir la base de datos de sesiones %1: %2. Defina LMARS_DATA_DIR o --data-dir con una carpeta en la que se pueda escribir.</translation>
    </message>
    <message>
        <source>note: the firm server cannot be reached (%1). Sessions are kept on this computer and sent when it is back.</source>
        <translation>nota: no se puede conectar con el servidor del despacho (%1). Las sesiones se conservan en este equipo y se envían cuando vuelva a estar disponible.</translation>
    </message>
    <message>
        <source>--as-of needs a date (YYYY-MM-DD).</source>
        <translation>--as-of necesita una fecha (AAAA-MM-DD).</translation>
    </message>
    <message>
        <source>%1 For example: --as-of 2019-06-30.</source>
        <translation>%1 Por ejemplo: --as-of 2019-06-30.</translation>
    </message>
</context>
<context>
    <name>CourtHierarchy</name>
    <message>
        <source>a %1 state trial court</source>
        <translation>un tribunal estatal de primera instancia de %1</translation>
    </message>
</context>
<context>
    <name>CourtListenerSource</name>
    <message>
        <source>CourtListener answered with something that is not a search result.</source>
        <translation>CourtListener respondió con algo que no es un resultado de búsqueda.</translation>
    </message>
    <message>
        <source>The case-law search query is empty.</source>
        <translation>La consulta de búsqueda de jurisprudencia está vacía.</translation>
    </message>
    <message>
        <source>The CourtListener URL &quot;%1&quot; is not valid; check LMARS_COURTLISTENER_URL.</source>
        <translation>La URL de CourtListener &quot;%1&quot; no es válida; revise LMARS_COURTLISTENER_URL.</translation>
    </message>
    <message>
        <source>CourtListener refused the anonymous request; set COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener rechazó la solicitud anónima; defina COURTLISTENER_API_TOKEN.</translation>
    </message>
    <message>
        <source>CourtListener rejected the API token; check COURTLISTENER_API_TOKEN.</source>
        <translation>CourtListener rechazó el token de API; revise COURTLISTENER_API_TOKEN.</translation>
    </message>
    <message>
        <source>Case-law search (CourtListener) failed: %1</source>
        <translation>La búsqueda de jurisprudencia (CourtListener) falló: %1</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>The session database failed (%1): %2</source>
        <translation>Falló la base de datos de sesiones (%1): %2</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>al abrir %1</translation>
    </message>
    <message>
        <source>The session database failed: %1</source>
        <translation>Falló la base de datos de sesiones: %1</translation>
    </message>
    <message>
        <source>preparing a statement</source>
        <translation>al preparar una instrucción</translation>
    </message>
    <message>
        <source>An empty SQL statement was prepared.</source>
        <translation>Se preparó una instrucción SQL vacía.</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of the application (schema %2, this version knows %3).</source>
        <translation>La base de datos %1 fue escrita por una versión más reciente de la aplicación (esquema %2; esta versión conoce hasta el %3).</translation>
    </message>
</context>
<context>
    <name>DenseBuilder</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>DocumentCheck</name>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 no es un archivo legible.</translation>
    </message>
    <message>
        <source>%1: unsupported file type (supported: %2).</source>
        <translation>%1: tipo de archivo no admitido (admitidos: %2).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Not checked: the check was stopped.</source>
        <translation>No comprobada: la comprobación se detuvo.</translation>
    </message>
    <message>
        <source>page %1, line %2</source>
        <translation>página %1, línea %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>Comprobación de citas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s), </source>
        <translation>
            <numerusform>%n cita, </numerusform>
            <numerusform>%n citas, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged.</source>
        <translation>
            <numerusform>%n señalada.</numerusform>
            <numerusform>%n señaladas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The check was stopped before it finished; what is unchecked was not looked at.</source>
        <translation>La comprobación se detuvo antes de terminar; lo que figura sin comprobar no se revisó.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Cita</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
</context>
<context>
    <name>DocumentParser</name>
    <message>
        <source>The file does not exist or is not a regular file.</source>
        <translation>El archivo no existe o no es un archivo normal.</translation>
    </message>
    <message>
        <source>Files of type .%1 are not supported.</source>
        <translation>No se admiten archivos de tipo .%1.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <source>The file is too large (%1 MB; the limit is %2 MB).</source>
        <translation>El archivo es demasiado grande (%1 MB; el límite es %2 MB).</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>The file is not a PDF (its content is of another type).</source>
        <translation>El archivo no es un PDF (su contenido es de otro tipo).</translation>
    </message>
    <message>
        <source>The document is encrypted or in the old binary Word format.</source>
        <translation>El documento está cifrado o en el antiguo formato binario de Word.</translation>
    </message>
    <message>
        <source>The file is not a .docx document (its content is of another type).</source>
        <translation>El archivo no es un documento .docx (su contenido es de otro tipo).</translation>
    </message>
    <message>
        <source>The file contains no extractable text.</source>
        <translation>El archivo no contiene texto extraíble.</translation>
    </message>
</context>
<context>
    <name>DocxPackage</name>
    <message>
        <source>The Word document could not be assembled: %1</source>
        <translation>No se pudo componer el documento de Word: %1</translation>
    </message>
</context>
<context>
    <name>DocxParser</name>
    <message>
        <source>The document is not a valid .docx file (corrupt, encrypted or another format).</source>
        <translation>El documento no es un archivo .docx válido (está dañado, cifrado o en otro formato).</translation>
    </message>
    <message>
        <source>The .docx file has no readable word/document.xml.</source>
        <translation>El archivo .docx no tiene un word/document.xml legible.</translation>
    </message>
</context>
<context>
    <name>DomainNames</name>
    <message>
        <source>Simple</source>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Multi-turn</source>
        <translation>Multiturno</translation>
    </message>
    <message>
        <source>Evidence-only</source>
        <translation>Solo evidencia</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>waiting for answers</source>
        <translation>esperando respuestas</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finalizada</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelada</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>interrumpida</translation>
    </message>
    <message>
        <source>Clarifying questions</source>
        <translation>Preguntas de aclaración</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>Reading pages</source>
        <translation>Lectura de páginas</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>Jurisprudencia</translation>
    </message>
    <message>
        <source>Official sources</source>
        <translation>Fuentes oficiales</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>Mis documentos</translation>
    </message>
    <message>
        <source>Web search</source>
        <translation>Búsqueda web</translation>
    </message>
    <message>
        <source>Case law search</source>
        <translation>Búsqueda de jurisprudencia</translation>
    </message>
    <message>
        <source>Document search</source>
        <translation>Búsqueda en documentos</translation>
    </message>
    <message>
        <source>Primary</source>
        <translation>Primaria</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>Oficial</translation>
    </message>
    <message>
        <source>Reputable</source>
        <translation>Fiable</translation>
    </message>
    <message>
        <source>User-generated</source>
        <translation>Generada por usuarios</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Sin clasificar</translation>
    </message>
    <message>
        <source>Federal Register search</source>
        <translation>Búsqueda en el Federal Register</translation>
    </message>
    <message>
        <source>Regulations search (eCFR)</source>
        <translation>Búsqueda de reglamentos (eCFR)</translation>
    </message>
    <message>
        <source>Legal reasoning</source>
        <translation>Razonamiento jurídico</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>IRAC</source>
        <translation>IRAC</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Normas</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Common sense</source>
        <translation>Sentido común</translation>
    </message>
    <message>
        <source>U.S. Code section</source>
        <translation>Sección del Código de los Estados Unidos</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleta</translation>
    </message>
</context>
<context>
    <name>EcfrSource</name>
    <message>
        <source>eCFR is updating this title and asked to try again later (HTTP 503): %1</source>
        <translation>eCFR está actualizando este título y pidió volver a intentarlo más tarde (HTTP 503): %1</translation>
    </message>
    <message>
        <source>eCFR request failed: %1</source>
        <translation>Falló la solicitud a eCFR: %1</translation>
    </message>
    <message>
        <source>eCFR answered titles.json with something that is not a title list.</source>
        <translation>eCFR respondió a titles.json con algo que no es una lista de títulos.</translation>
    </message>
    <message>
        <source>eCFR answered with something that is not a search result.</source>
        <translation>eCFR respondió con algo que no es un resultado de búsqueda.</translation>
    </message>
    <message>
        <source>The eCFR search query is empty.</source>
        <translation>La consulta a eCFR está vacía.</translation>
    </message>
    <message>
        <source>The eCFR URL &quot;%1&quot; is not valid; check LMARS_ECFR_URL.</source>
        <translation>La URL de eCFR «%1» no es válida; revise LMARS_ECFR_URL.</translation>
    </message>
    <message>
        <source>The eCFR search was cancelled.</source>
        <translation>Se canceló la búsqueda en eCFR.</translation>
    </message>
    <message>
        <source>eCFR has no text for %1 CFR %2: %3</source>
        <translation>eCFR no tiene texto para %1 CFR %2: %3</translation>
    </message>
</context>
<context>
    <name>EmbeddedIndex</name>
    <message>
        <source>The library index is not open for writing.</source>
        <translation>El índice de la biblioteca no está abierto para escritura.</translation>
    </message>
    <message>
        <source>The library index cannot hold chunk number %1.</source>
        <translation>El índice de la biblioteca no puede contener el fragmento número %1.</translation>
    </message>
    <message>
        <source>The library index is being written.</source>
        <translation>Se está escribiendo el índice de la biblioteca.</translation>
    </message>
</context>
<context>
    <name>EmbeddedLibrary</name>
    <message>
        <source>Searched by words only: the library&apos;s vectors could not be read (%1).</source>
        <translation>Búsqueda solo por palabras: no se pudieron leer los vectores de la biblioteca (%1).</translation>
    </message>
    <message>
        <source>Searched by words only: the library has no vectors yet.</source>
        <translation>Búsqueda solo por palabras: la biblioteca aún no tiene vectores.</translation>
    </message>
</context>
<context>
    <name>EmbeddingCache</name>
    <message>
        <source>Cannot create the embedding cache&apos;s folder %1.</source>
        <translation>No se puede crear la carpeta de la caché de embeddings %1.</translation>
    </message>
</context>
<context>
    <name>EmbeddingClient</name>
    <message>
        <source>Azure OpenAI embeddings at %1</source>
        <translation>embeddings de Azure OpenAI en %1</translation>
    </message>
    <message>
        <source>Ollama embeddings at %1</source>
        <translation>embeddings de Ollama en %1</translation>
    </message>
    <message>
        <source>LM Studio embeddings at %1</source>
        <translation>embeddings de LM Studio en %1</translation>
    </message>
    <message>
        <source>OpenAI-compatible embeddings at %1</source>
        <translation>embeddings compatibles con OpenAI en %1</translation>
    </message>
    <message>
        <source>The embedding provider %1 needs a base URL (the resource&apos;s endpoint).</source>
        <translation>El proveedor de embeddings %1 necesita una URL base (el punto de conexión del recurso).</translation>
    </message>
    <message>
        <source>No embedding model is configured.</source>
        <translation>No se ha configurado ningún modelo de embeddings.</translation>
    </message>
    <message>
        <source>Pull it with &quot;ollama pull %1&quot;.</source>
        <translation>Descárguelo con «ollama pull %1».</translation>
    </message>
    <message>
        <source>The %1 sent vectors that do not fit the request: %2.</source>
        <translation>El servicio de %1 envió vectores que no corresponden a la solicitud: %2.</translation>
    </message>
    <message>
        <source>no &quot;embeddings&quot; list</source>
        <translation>no hay lista «embeddings»</translation>
    </message>
    <message>
        <source>%1 vectors for %2 texts</source>
        <translation>%1 vectores para %2 textos</translation>
    </message>
    <message>
        <source>vector %1 is not a list of numbers</source>
        <translation>el vector %1 no es una lista de números</translation>
    </message>
    <message>
        <source>no &quot;data&quot; list</source>
        <translation>no hay lista «data»</translation>
    </message>
    <message>
        <source>an index that is missing, repeated or out of range</source>
        <translation>un índice que falta, está repetido o fuera de rango</translation>
    </message>
    <message>
        <source>a vector of dimension %1 where %2 was expected</source>
        <translation>un vector de dimensión %1 donde se esperaba %2</translation>
    </message>
    <message>
        <source>a vector of zeros</source>
        <translation>un vector de ceros</translation>
    </message>
</context>
<context>
    <name>EvalCommands</name>
    <message>
        <source>unknown eval command &quot;%1&quot;.
</source>
        <translation>comando de evaluación desconocido &quot;%1&quot;.
</translation>
    </message>
    <message>
        <source>Index a BEIR-like set (corpus.jsonl, queries.jsonl, qrels.jsonl) into a temporary library and print Hit@1, Recall@5, Recall@10, MRR@10 and nDCG@10.</source>
        <translation>Indexa un conjunto de tipo BEIR (corpus.jsonl, queries.jsonl, qrels.jsonl) en una biblioteca temporal e imprime Hit@1, Recall@5, Recall@10, MRR@10 y nDCG@10.</translation>
    </message>
    <message>
        <source>Folder of the set.</source>
        <translation>Carpeta del conjunto.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>Documents retrieved per query (at least 10).</source>
        <translation>Documentos recuperados por consulta (al menos 10).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>Index tokenizer: unicode61 (default, CJK bigrams), porter, trigram.</source>
        <translation>Tokenizador del índice: unicode61 (predeterminado, bigramas CJK), porter, trigram.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Ignore the queries&apos; asOf dates.</source>
        <translation>Ignorar las fechas asOf de las consultas.</translation>
    </message>
    <message>
        <source>--set DIR is required.</source>
        <translation>Se requiere --set DIR.</translation>
    </message>
    <message>
        <source>--k must be a positive number.</source>
        <translation>--k debe ser un número positivo.</translation>
    </message>
    <message>
        <source>unknown tokenizer &quot;%1&quot;.</source>
        <translation>tokenizador desconocido &quot;%1&quot;.</translation>
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
        <translation>conjunto %1 (%2 documentos, %3 consultas; tokenizador %4, filtro de fecha %5)
Hit@1      %6
Recall@5   %7
Recall@10  %8
MRR@10     %9
nDCG@10    %10
indexación %11 s, consulta media %12 ms
</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Usage: lmars-cli eval mcq --dataset FILE --condition closed-book|simple|multi|evidence [--limit N]
                          [--out results.jsonl] [--resume] [--concurrency K] [--judge [--judge-model M]]
                          [--record DIR | --replay DIR]
       lmars-cli eval report results.jsonl [more.jsonl ...] [--markdown] [--json] [--dataset FILE]
       lmars-cli eval retrieval --set DIR [--k 10] [--json]
</source>
        <translation>Uso: lmars-cli eval mcq --dataset FILE --condition closed-book|simple|multi|evidence [--limit N]
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
        <translation>embedded (una biblioteca local temporal) o server (el servidor del despacho, LMARS_SERVER_URL o --server).</translation>
    </message>
    <message>
        <source>The firm server&apos;s connection string or URI.</source>
        <translation>La cadena de conexión o URI del servidor del despacho.</translation>
    </message>
    <message>
        <source>conninfo</source>
        <translation>conninfo</translation>
    </message>
    <message>
        <source>--backend server needs LMARS_SERVER_URL or --server.</source>
        <translation>--backend server necesita LMARS_SERVER_URL o --server.</translation>
    </message>
    <message>
        <source>--backend is embedded or server, not &quot;%1&quot;.</source>
        <translation>--backend es embedded o server, no «%1».</translation>
    </message>
    <message>
        <source>Also rank with each channel alone and fused: the exact tier, BM25, a local dense channel learned from the set&apos;s library, and their weighted reciprocal rank fusion.</source>
        <translation>Clasificar también con cada canal por separado y fusionados: el nivel exacto, BM25, un canal denso local aprendido de la biblioteca del conjunto y su fusión ponderada por rango recíproco.</translation>
    </message>
    <message>
        <source>The local dense channel&apos;s method: lsa (default) or random-projection.</source>
        <translation>El método del canal denso local: lsa (predeterminado) o random-projection.</translation>
    </message>
    <message>
        <source>The local dense channel&apos;s vector size (default 256).</source>
        <translation>El tamaño de vector del canal denso local (predeterminado 256).</translation>
    </message>
    <message>
        <source>The fusion&apos;s weights of the exact tier, dense and BM25 (default 3,2,1).</source>
        <translation>Los pesos de la fusión para el nivel exacto, el denso y BM25 (predeterminado 3,2,1).</translation>
    </message>
    <message>
        <source>e,d,b</source>
        <translation>e,d,b</translation>
    </message>
    <message>
        <source>The fusion&apos;s K (default 60).</source>
        <translation>La K de la fusión (predeterminada 60).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Passages citing more of the query&apos;s references rank first; the fused score orders each tier.</source>
        <translation>Los pasajes que citan más referencias de la consulta van primero; la puntuación fusionada ordena cada nivel.</translation>
    </message>
    <message>
        <source>The local dense channel also counts CJK characters, not only bigrams.</source>
        <translation>El canal denso local cuenta también los caracteres CJK, no solo los bigramas.</translation>
    </message>
    <message>
        <source>--dense-method is lsa or random-projection, not &quot;%1&quot;.</source>
        <translation>--dense-method es lsa o random-projection, no «%1».</translation>
    </message>
    <message>
        <source>--dense-dimension must be a number from 1 to 4096.</source>
        <translation>--dense-dimension debe ser un número de 1 a 4096.</translation>
    </message>
    <message>
        <source>--fusion-weights takes three numbers of 0 or more (&quot;3,2,1&quot;) and --fusion-k a positive number.</source>
        <translation>--fusion-weights admite tres números de 0 o más («3,2,1») y --fusion-k un número positivo.</translation>
    </message>
    <message>
        <source>--channels needs the embedded backend.</source>
        <translation>--channels necesita el backend integrado.</translation>
    </message>
    <message>
        <source>dense channel %1 (built in %2 s); fusion weights exact %3, dense %4, BM25 %5, K %6
</source>
        <translation>canal denso %1 (construido en %2 s); pesos de fusión exacto %3, denso %4, BM25 %5, K %6
</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>canales</translation>
    </message>
    <message>
        <source>With --channels: also the dense channel of this embedding provider&apos;s vectors (openai, azure, ollama, lmstudio, vllm, llamacpp; none: not even the configured one). Default: LMARS_EMBEDDING_PROVIDER.</source>
        <translation>Con --channels: también el canal denso de los vectores de este proveedor de embeddings (openai, azure, ollama, lmstudio, vllm, llamacpp; none: ni siquiera el configurado). Predeterminado: LMARS_EMBEDDING_PROVIDER.</translation>
    </message>
    <message>
        <source>The embedding server&apos;s base URL (default: LMARS_EMBEDDING_BASE_URL).</source>
        <translation>La URL base del servidor de embeddings (predeterminada: LMARS_EMBEDDING_BASE_URL).</translation>
    </message>
    <message>
        <source>url</source>
        <translation>url</translation>
    </message>
    <message>
        <source>The embedding model (default: LMARS_EMBEDDING_MODEL).</source>
        <translation>El modelo de embeddings (predeterminado: LMARS_EMBEDDING_MODEL).</translation>
    </message>
    <message>
        <source>The vector size asked of the embedding model (default: LMARS_EMBEDDING_DIMENSION, else the model&apos;s own).</source>
        <translation>El tamaño de vector que se pide al modelo de embeddings (predeterminado: LMARS_EMBEDDING_DIMENSION; si no, el propio del modelo).</translation>
    </message>
    <message>
        <source>Scale the dense weight by the share of the query&apos;s words that the best BM25 passage lacks.</source>
        <translation>Escalar el peso denso por la proporción de palabras de la consulta que le faltan al mejor pasaje de BM25.</translation>
    </message>
    <message>
        <source>Rank a query citing a reference without fusion (the exact tier, then BM25).</source>
        <translation>Clasificar sin fusión una consulta que cita una referencia (el nivel exacto y después BM25).</translation>
    </message>
    <message>
        <source>Also index the documents of this folder, as distractors.</source>
        <translation>Indexar también los documentos de esta carpeta, como distractores.</translation>
    </message>
    <message>
        <source>--distractors needs a folder, not &quot;%1&quot;.</source>
        <translation>--distractors necesita una carpeta, no «%1».</translation>
    </message>
    <message>
        <source>unknown embedding provider &quot;%1&quot;. Known providers: %2.</source>
        <translation>proveedor de embeddings desconocido «%1». Proveedores conocidos: %2.</translation>
    </message>
    <message>
        <source>--embedding-dimension must be a number from 1 to 16384.</source>
        <translation>--embedding-dimension debe ser un número de 1 a 16384.</translation>
    </message>
    <message>
        <source>The embedding provider %1 needs a model: set LMARS_EMBEDDING_MODEL or --embedding-model.</source>
        <translation>El proveedor de embeddings %1 necesita un modelo: defina LMARS_EMBEDDING_MODEL o --embedding-model.</translation>
    </message>
    <message>
        <source>with %1 distractor documents from %2
</source>
        <translation>con %1 documentos distractores de %2
</translation>
    </message>
    <message>
        <source>provider channel %1, dimension %2 (%3 chunks; embedded or read from the cache in %4 s)
</source>
        <translation>canal del proveedor %1, dimensión %2 (%3 fragmentos; calculados o leídos de la caché en %4 s)
</translation>
    </message>
</context>
<context>
    <name>EvalReport</name>
    <message>
        <source>metric</source>
        <translation>métrica</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>condición</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>questions</source>
        <translation>preguntas</translation>
    </message>
    <message>
        <source>correct</source>
        <translation>correctas</translation>
    </message>
    <message>
        <source>accuracy [95% Wilson]</source>
        <translation>exactitud [95% Wilson]</translation>
    </message>
    <message>
        <source>parse errors (wrong)</source>
        <translation>errores de análisis (incorrectas)</translation>
    </message>
    <message>
        <source>failed (wrong)</source>
        <translation>fallidas (incorrectas)</translation>
    </message>
    <message>
        <source>U-Score paper (lower better)</source>
        <translation>U-Score artículo (más bajo, mejor)</translation>
    </message>
    <message>
        <source>U-Score ref. code</source>
        <translation>U-Score cód. de referencia</translation>
    </message>
    <message>
        <source>judge low/moderate/high</source>
        <translation>juez baja/moderada/alta</translation>
    </message>
    <message>
        <source>judge majority</source>
        <translation>juez: mayoría</translation>
    </message>
    <message>
        <source>latency mean s</source>
        <translation>latencia media (s)</translation>
    </message>
    <message>
        <source>latency p50 s</source>
        <translation>latencia p50 (s)</translation>
    </message>
    <message>
        <source>latency p90 s</source>
        <translation>latencia p90 (s)</translation>
    </message>
    <message>
        <source>tokens / question</source>
        <translation>tokens / pregunta</translation>
    </message>
    <message>
        <source>calls / question</source>
        <translation>llamadas / pregunta</translation>
    </message>
    <message>
        <source>Accuracy by domain</source>
        <translation>Exactitud por área</translation>
    </message>
    <message>
        <source>domain</source>
        <translation>área</translation>
    </message>
    <message>
        <source>Accuracy by category</source>
        <translation>Exactitud por categoría</translation>
    </message>
    <message>
        <source>category</source>
        <translation>categoría</translation>
    </message>
    <message>
        <source>Majority-class baseline (always answering &quot;%1&quot;, the most common gold letter of the %2): %3/%4 = %5. A condition must beat this to show skill.</source>
        <translation>Referencia de clase mayoritaria (responder siempre &quot;%1&quot;, la letra correcta más frecuente en %2): %3/%4 = %5. Una condición debe superarla para demostrar capacidad.</translation>
    </message>
    <message>
        <source>dataset</source>
        <translation>el conjunto de datos</translation>
    </message>
    <message>
        <source>questions in these results</source>
        <translation>las preguntas de estos resultados</translation>
    </message>
    <message>
        <source>Parse errors and failed questions count as wrong. U-Score: 0 certain … 1 uncertain, lower is better. Latency: answered questions only.</source>
        <translation>Los errores de análisis y las preguntas fallidas cuentan como incorrectas. U-Score: 0 seguro … 1 incierto; cuanto más bajo, mejor. Latencia: solo preguntas respondidas.</translation>
    </message>
    <message>
        <source>refused: insufficient context (wrong)</source>
        <translation>rechazadas: contexto insuficiente (incorrectas)</translation>
    </message>
    <message>
        <source>Random-choice baseline (one choice uniformly at random, over the %1 questions of the %2): %3.</source>
        <translation>Línea base de elección aleatoria (una opción al azar con probabilidad uniforme, sobre las %1 preguntas de %2): %3.</translation>
    </message>
    <message>
        <source>tokens in (cached)</source>
        <translation>tokens de entrada (en caché)</translation>
    </message>
    <message>
        <source>tokens out (reasoning)</source>
        <translation>tokens de salida (razonamiento)</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>coste</translation>
    </message>
</context>
<context>
    <name>EvidenceArchive</name>
    <message>
        <source>Cannot create the evidence folder %1.</source>
        <translation>No se puede crear la carpeta de evidencia %1.</translation>
    </message>
    <message>
        <source>%1 holds no recorded evidence (no %2): record it first with --record.</source>
        <translation>%1 no contiene evidencia registrada (falta %2): regístrela primero con --record.</translation>
    </message>
    <message>
        <source>%1 is damaged: it is not a JSON array.</source>
        <translation>%1 está dañado: no es un arreglo JSON.</translation>
    </message>
    <message>
        <source>Replay has no recorded response for %1 (key %2) in %3.</source>
        <translation>La reproducción no tiene ninguna respuesta registrada para %1 (clave %2) en %3.</translation>
    </message>
    <message>
        <source>The recorded response %1 is damaged.</source>
        <translation>La respuesta registrada %1 está dañada.</translation>
    </message>
    <message>
        <source>the %1 search &quot;%2&quot;</source>
        <translation>la búsqueda en %1 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the page %1</source>
        <translation>la página %1</translation>
    </message>
    <message>
        <source>The recorded evidence in %1 has none of the sources asked for.</source>
        <translation>La evidencia registrada en %1 no incluye ninguna de las fuentes solicitadas.</translation>
    </message>
</context>
<context>
    <name>EvidenceOptions</name>
    <message>
        <source>Store every search and page response under this folder (keyed by a hash of the request, never a key), so the run can be replayed.</source>
        <translation>Guardar cada respuesta de búsqueda y de página en esta carpeta (identificada por un hash de la solicitud, sin incluir nunca una clave), para que la ejecución pueda reproducirse.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>Serve every search and page from a folder made with --record, offline; a request that was not recorded fails the run.</source>
        <translation>Servir cada búsqueda y página desde una carpeta creada con --record, sin conexión; una solicitud que no se registró hace fallar la ejecución.</translation>
    </message>
    <message>
        <source>--record and --replay cannot be used together.</source>
        <translation>--record y --replay no se pueden usar a la vez.</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… y %1 más</translation>
    </message>
    <message>
        <source>The replay lacks %1 recorded response(s), so the evidence is not the recorded one: %2</source>
        <translation>A la reproducción le faltan %1 respuesta(s) registrada(s), así que la evidencia no es la registrada: %2</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Export a stored research session: the full record (pdf, html, md), the trajectory (json), a Word document (docx), or its sources for citation managers (csl-json, ris).</source>
        <translation>Exporta una sesión de investigación guardada: el registro completo (pdf, html, md), la trayectoria (json), un documento de Word (docx) o sus fuentes para gestores de citas (csl-json, ris).</translation>
    </message>
    <message>
        <source>docx, pdf, html, md, json, csl-json or ris (default: from --out&apos;s ending).</source>
        <translation>docx, pdf, html, md, json, csl-json o ris (por defecto: según la extensión de --out).</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <source>The file to write (default: the session&apos;s title and day in the current folder).</source>
        <translation>El archivo que se escribe (por defecto: el título y el día de la sesión en la carpeta actual).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>Word: each citation as a footnote instead of an [n] marker.</source>
        <translation>Word: cada cita como nota al pie en lugar de un marcador [n].</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>Carpeta de la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>carpeta</translation>
    </message>
    <message>
        <source>Session id or a unique prefix of it.</source>
        <translation>Id de la sesión o un prefijo único de él.</translation>
    </message>
    <message>
        <source>usage: lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE]</source>
        <translation>uso: lmars-cli export ID --format docx|pdf|html|md|json|csl-json|ris [--out FILE]</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;; use docx, pdf, html, md, json, csl-json or ris.</source>
        <translation>formato desconocido &quot;%1&quot;; use docx, pdf, html, md, json, csl-json o ris.</translation>
    </message>
    <message>
        <source>say which format with --format.</source>
        <translation>indique el formato con --format.</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>no existe la sesión %1.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportado a %1</translation>
    </message>
</context>
<context>
    <name>FederalRegisterSource</name>
    <message>
        <source>The Federal Register answered with something that is not a document list.</source>
        <translation>El Federal Register respondió con algo que no es una lista de documentos.</translation>
    </message>
    <message>
        <source>The Federal Register search query is empty.</source>
        <translation>La consulta al Federal Register está vacía.</translation>
    </message>
    <message>
        <source>The Federal Register URL &quot;%1&quot; is not valid; check LMARS_FEDERAL_REGISTER_URL.</source>
        <translation>La URL del Federal Register «%1» no es válida; revise LMARS_FEDERAL_REGISTER_URL.</translation>
    </message>
    <message>
        <source>Federal Register search failed: %1</source>
        <translation>Falló la búsqueda en el Federal Register: %1</translation>
    </message>
</context>
<context>
    <name>FollowUpPrompter</name>
    <message>
        <source>cannot read the answers file %1: %2</source>
        <translation>no se puede leer el archivo de respuestas %1: %2</translation>
    </message>
    <message>
        <source>the answers file %1 must hold a JSON array of answers in question order, or an object mapping each question to its answer.</source>
        <translation>el archivo de respuestas %1 debe contener un arreglo JSON de respuestas en el orden de las preguntas, o un objeto que asigne a cada pregunta su respuesta.</translation>
    </message>
    <message>
        <source>note: %1 clarifying question(s) left unanswered (stdin is not a terminal; use --answers-file or --no-followups).</source>
        <translation>nota: %1 pregunta(s) de aclaración sin responder (stdin no es una terminal; use --answers-file o --no-followups).</translation>
    </message>
    <message>
        <source>A few questions first (press Enter to skip one):</source>
        <translation>Primero, algunas preguntas (pulse Intro para omitir una):</translation>
    </message>
</context>
<context>
    <name>HistoryCommands</name>
    <message>
        <source>Folder of the session database.</source>
        <translation>Carpeta de la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>Full-text search over questions and answers.</source>
        <translation>Búsqueda de texto completo en preguntas y respuestas.</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>At most this many sessions.</source>
        <translation>Como máximo este número de sesiones.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit debe ser un número positivo.</translation>
    </message>
    <message>
        <source>No session matches &quot;%1&quot;.
</source>
        <translation>Ninguna sesión coincide con &quot;%1&quot;.
</translation>
    </message>
    <message>
        <source>No sessions yet. Ask a question with: lmars-cli ask &quot;...&quot;
</source>
        <translation>Aún no hay sesiones. Haga una pregunta con: lmars-cli ask &quot;...&quot;
</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Show one research session.</source>
        <translation>Muestra una sesión de investigación.</translation>
    </message>
    <message>
        <source>Print the trajectory document (JSON).</source>
        <translation>Imprimir el documento de trayectoria (JSON).</translation>
    </message>
    <message>
        <source>Session id or a unique prefix of it.</source>
        <translation>ID de la sesión o un prefijo único de este.</translation>
    </message>
    <message>
        <source>usage: lmars-cli show ID [--json]</source>
        <translation>uso: lmars-cli show ID [--json]</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>no existe la sesión %1.</translation>
    </message>
    <message>
        <source>Delete a research session.</source>
        <translation>Elimina una sesión de investigación.</translation>
    </message>
    <message>
        <source>usage: lmars-cli delete ID</source>
        <translation>uso: lmars-cli delete ID</translation>
    </message>
    <message>
        <source>Deleted session %1.
</source>
        <translation>Sesión %1 eliminada.
</translation>
    </message>
    <message>
        <source>With --json: include the model&apos;s reasoning of every call.</source>
        <translation>Con --json: incluye el razonamiento del modelo en cada llamada.</translation>
    </message>
    <message>
        <source>Only the sessions of this matter (&quot;&quot; for those in no matter).</source>
        <translation>Solo las sesiones de este asunto (&quot;&quot; para las que no tienen asunto).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>No sessions in this matter.
</source>
        <translation>No hay sesiones en este asunto.
</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>Asunto</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message numerus="yes">
        <source>* waiting on this computer to be sent to the firm server (%n session(s))
</source>
        <translation>
            <numerusform>* en espera en este equipo para enviarse al servidor del despacho (%n sesión)
</numerusform>
            <numerusform>* en espera en este equipo para enviarse al servidor del despacho (%n sesiones)
</numerusform>
        </translation>
    </message>
    <message>
        <source>List past research sessions, newest first (&apos;lmars-cli history rename ID TITLE&apos; gives one a title).</source>
        <translation>Lista las sesiones de investigación anteriores, de la más reciente a la más antigua (&apos;lmars-cli history rename ID TÍTULO&apos; le da un título a una).</translation>
    </message>
    <message>
        <source>Give a research session a title in the history (an empty title shows the question again).</source>
        <translation>Da a una sesión de investigación un título en el historial (un título vacío vuelve a mostrar la pregunta).</translation>
    </message>
    <message>
        <source>The new title.</source>
        <translation>El nuevo título.</translation>
    </message>
    <message>
        <source>usage: lmars-cli history rename ID TITLE</source>
        <translation>uso: lmars-cli history rename ID TÍTULO</translation>
    </message>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>No hay ninguna sesión con el id &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Session %1 shows its question again.
</source>
        <translation>La sesión %1 vuelve a mostrar su pregunta.
</translation>
    </message>
    <message>
        <source>Renamed session %1 to &quot;%2&quot;.
</source>
        <translation>Sesión %1 renombrada como &quot;%2&quot;.
</translation>
    </message>
</context>
<context>
    <name>HtmlRenderer</name>
    <message>
        <source>This number refers to no source of the answer; do not rely on it.</source>
        <translation>Este número no remite a ninguna fuente de la respuesta; no confíe en él.</translation>
    </message>
    <message>
        <source>unverified citation %1</source>
        <translation>cita no verificada %1</translation>
    </message>
    <message>
        <source>low</source>
        <translation>baja</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>moderada</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alta</translation>
    </message>
    <message>
        <source>U-Score %1 — %2 uncertainty (lower is better).</source>
        <translation>U-Score %1: incertidumbre %2 (cuanto más bajo, mejor).</translation>
    </message>
    <message>
        <source>hedging language</source>
        <translation>lenguaje atenuado</translation>
    </message>
    <message>
        <source>vague dates</source>
        <translation>fechas imprecisas</translation>
    </message>
    <message>
        <source>weak or missing citations</source>
        <translation>citas débiles o ausentes</translation>
    </message>
    <message>
        <source>an unclear jurisdiction</source>
        <translation>una jurisdicción poco clara</translation>
    </message>
    <message>
        <source>no clear conclusion</source>
        <translation>ninguna conclusión clara</translation>
    </message>
    <message>
        <source>No factor stands out: the answer is specific, dated, cited and decisive.</source>
        <translation>Ningún factor destaca: la respuesta es específica, está fechada, citada y es concluyente.</translation>
    </message>
    <message>
        <source>Driven mostly by %1 (%2) and %3 (%4).</source>
        <translation>Se debe principalmente a %1 (%2) y %3 (%4).</translation>
    </message>
    <message>
        <source>Driven mostly by %1 (%2).</source>
        <translation>Se debe principalmente a %1 (%2).</translation>
    </message>
    <message>
        <source>No answer yet.</source>
        <translation>Aún no hay respuesta.</translation>
    </message>
    <message>
        <source>Key points</source>
        <translation>Puntos clave</translation>
    </message>
    <message>
        <source>The answer cites source number(s) %1, which do not exist. Those statements are marked &quot;unverified citation&quot; and must not be relied on.</source>
        <translation>La respuesta cita las fuentes número %1, que no existen. Esas afirmaciones están marcadas como &quot;cita no verificada&quot; y no se debe confiar en ellas.</translation>
    </message>
    <message>
        <source>%1 uncertainty</source>
        <translation>incertidumbre %1</translation>
    </message>
    <message>
        <source>(lower is better)</source>
        <translation>(cuanto más bajo, mejor)</translation>
    </message>
    <message>
        <source>Disclaimers</source>
        <translation>Avisos legales</translation>
    </message>
    <message numerus="yes">
        <source>The citation check flagged %n item(s) above. The U-Score says how uncertain the wording reads, not whether the citations are right.</source>
        <translation>
            <numerusform>La comprobación de citas señaló %n elemento arriba. El U-Score indica cuán incierta es la redacción, no si las citas son correctas.</numerusform>
            <numerusform>La comprobación de citas señaló %n elementos arriba. El U-Score indica cuán incierta es la redacción, no si las citas son correctas.</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer was written.</source>
        <translation>No se escribió ninguna respuesta.</translation>
    </message>
    <message>
        <source>U-Score: how uncertain the wording reads</source>
        <translation>U-Score: cuán incierta es la redacción</translation>
    </message>
</context>
<context>
    <name>HttpClient</name>
    <message>
        <source>The server sent no data for %1 s.</source>
        <translation>El servidor no envió datos durante %1 s.</translation>
    </message>
    <message>
        <source>Could not connect to %1 within %2 s.</source>
        <translation>No se pudo conectar con %1 en %2 s.</translation>
    </message>
    <message>
        <source>The request timed out after %1 s.</source>
        <translation>Se agotó el tiempo de espera de la solicitud tras %1 s.</translation>
    </message>
    <message>
        <source>Could not connect to %1 (connection refused).</source>
        <translation>No se pudo conectar con %1 (conexión rechazada).</translation>
    </message>
    <message>
        <source>Could not connect to %1 (%2).</source>
        <translation>No se pudo conectar con %1 (%2).</translation>
    </message>
    <message>
        <source>Could not resolve the host name %1.</source>
        <translation>No se pudo resolver el nombre de host %1.</translation>
    </message>
    <message>
        <source>Could not resolve the proxy host (%1).</source>
        <translation>No se pudo resolver el host del proxy (%1).</translation>
    </message>
    <message>
        <source>The secure connection to %1 failed (%2).</source>
        <translation>Falló la conexión segura con %1 (%2).</translation>
    </message>
    <message>
        <source>The server redirected more than %1 times.</source>
        <translation>El servidor redirigió más de %1 veces.</translation>
    </message>
    <message>
        <source>The URL %1 is not a valid http or https address.</source>
        <translation>La URL %1 no es una dirección http o https válida.</translation>
    </message>
    <message>
        <source>%1 closed the connection without answering.</source>
        <translation>%1 cerró la conexión sin responder.</translation>
    </message>
    <message>
        <source>The stream was cut off before it finished.</source>
        <translation>El flujo se interrumpió antes de terminar.</translation>
    </message>
    <message>
        <source>The connection to %1 broke off (%2).</source>
        <translation>Se interrumpió la conexión con %1 (%2).</translation>
    </message>
    <message>
        <source>The request to %1 failed (%2).</source>
        <translation>Falló la solicitud a %1 (%2).</translation>
    </message>
    <message>
        <source>The server rejected the request as invalid (%1).</source>
        <translation>El servidor rechazó la solicitud por no válida (%1).</translation>
    </message>
    <message>
        <source>The server rejected the API key (401).</source>
        <translation>El servidor rechazó la clave de API (401).</translation>
    </message>
    <message>
        <source>The account has no credit or quota left (402).</source>
        <translation>La cuenta no tiene crédito ni cuota disponible (402).</translation>
    </message>
    <message>
        <source>The server refused access (403); check the API key and its permissions.</source>
        <translation>El servidor denegó el acceso (403); revise la clave de API y sus permisos.</translation>
    </message>
    <message>
        <source>The server timed out waiting for the request; gave up after %1 attempts.</source>
        <translation>El servidor agotó el tiempo de espera de la solicitud; se abandonó tras %1 intentos.</translation>
    </message>
    <message>
        <source>The server timed out waiting for the request (408).</source>
        <translation>El servidor agotó el tiempo de espera de la solicitud (408).</translation>
    </message>
    <message>
        <source>The request is too large for the server (413).</source>
        <translation>La solicitud es demasiado grande para el servidor (413).</translation>
    </message>
    <message>
        <source>The account has exceeded its quota (429).</source>
        <translation>La cuenta ha superado su cuota (429).</translation>
    </message>
    <message>
        <source>Rate limited by the server; gave up after %1 attempts.</source>
        <translation>El servidor limitó la frecuencia de solicitudes; se abandonó tras %1 intentos.</translation>
    </message>
    <message>
        <source>Rate limited by the server (429).</source>
        <translation>El servidor limitó la frecuencia de solicitudes (429).</translation>
    </message>
    <message>
        <source>The server failed with status %1; gave up after %2 attempts.</source>
        <translation>El servidor falló con el estado %1; se abandonó tras %2 intentos.</translation>
    </message>
    <message>
        <source>The server failed with status %1.</source>
        <translation>El servidor falló con el estado %1.</translation>
    </message>
    <message>
        <source>The server answered with status %1.</source>
        <translation>El servidor respondió con el estado %1.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>The response was larger than the limit of %1 bytes.</source>
        <translation>La respuesta superó el límite de %1 bytes.</translation>
    </message>
    <message>
        <source>Gave up after %1 attempts.</source>
        <translation>Se abandonó tras %1 intentos.</translation>
    </message>
    <message>
        <source>The server has no such resource (404); check the base URL (and, for a model server, the model name).</source>
        <translation>El servidor no tiene ese recurso (404); revise la URL base (y, si es un servidor de modelos, el nombre del modelo).</translation>
    </message>
    <message>
        <source>The CA certificates could not be loaded (%1); check the CA bundle file under Settings → Network (LMARS_CA_BUNDLE).</source>
        <translation>No se pudieron cargar los certificados de CA (%1); revise el archivo de certificados de CA en Configuración → Red (LMARS_CA_BUNDLE).</translation>
    </message>
    <message>
        <source>The proxy asks for a user name and password or refused them (407 Proxy Authentication Required); check them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>El proxy pide un usuario y una contraseña o los rechazó (407 Proxy Authentication Required); revíselos en Configuración → Red (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</translation>
    </message>
    <message>
        <source>The certificate of %1 could not be verified (%2). If your network inspects secure connections or the server uses a private certificate authority, add that authority&apos;s certificate file under Settings → Network (LMARS_CA_BUNDLE).</source>
        <translation>No se pudo verificar el certificado de %1 (%2). Si su red inspecciona las conexiones seguras o el servidor usa una autoridad de certificación privada, añada el archivo de certificado de esa autoridad en Configuración → Red (LMARS_CA_BUNDLE).</translation>
    </message>
    <message>
        <source>The proxy refused the user name or password (407 Proxy Authentication Required); check them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>El proxy rechazó el usuario o la contraseña (407 Proxy Authentication Required); revíselos en Configuración → Red (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</translation>
    </message>
    <message>
        <source>The proxy asks for a user name and password (407 Proxy Authentication Required); set them under Settings → Network (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</source>
        <translation>El proxy pide un usuario y una contraseña (407 Proxy Authentication Required); indíquelos en Configuración → Red (LMARS_PROXY_USER, LMARS_PROXY_PASSWORD).</translation>
    </message>
    <message>
        <source>The proxy refused to connect to %1 (status %2).</source>
        <translation>El proxy se negó a conectar con %1 (estado %2).</translation>
    </message>
</context>
<context>
    <name>ImageParser</name>
    <message>
        <source>The image needs OCR to be read, and OCR is off (turn it on in the settings).</source>
        <translation>La imagen necesita OCR para leerse y el OCR está desactivado (actívelo en la configuración).</translation>
    </message>
    <message>
        <source>The image cannot be read.</source>
        <translation>No se puede leer la imagen.</translation>
    </message>
    <message>
        <source>The file is not a PNG, JPEG or TIFF image (its content is of another type).</source>
        <translation>El archivo no es una imagen PNG, JPEG ni TIFF (su contenido es de otro tipo).</translation>
    </message>
    <message>
        <source>The image is corrupt or unreadable.</source>
        <translation>La imagen está dañada o no se puede leer.</translation>
    </message>
    <message>
        <source>Image-only and OCR found no text.</source>
        <translation>Solo imagen y el OCR no encontró texto.</translation>
    </message>
    <message>
        <source>OCR of page %1 took longer than %2 s, so reading the image was stopped.</source>
        <translation>El OCR de la página %1 tardó más de %2 s, así que se detuvo la lectura de la imagen.</translation>
    </message>
    <message>
        <source>Reading the image took longer than %1 s, so it was stopped.</source>
        <translation>La lectura de la imagen tardó más de %1 s, así que se detuvo.</translation>
    </message>
    <message>
        <source>Reading the image needed more than %1 MB of memory, so it was stopped.</source>
        <translation>La lectura de la imagen necesitó más de %1 MB de memoria, así que se detuvo.</translation>
    </message>
    <message>
        <source>Reading the image was cancelled.</source>
        <translation>Se canceló la lectura de la imagen.</translation>
    </message>
    <message>
        <source>The image reader failed on this file (the image may be corrupt).</source>
        <translation>El lector de imágenes falló con este archivo (la imagen puede estar dañada).</translation>
    </message>
    <message>
        <source>The image reader could not be started: %1</source>
        <translation>No se pudo iniciar el lector de imágenes: %1</translation>
    </message>
</context>
<context>
    <name>LibraryCommands</name>
    <message>
        <source>The library folder.</source>
        <translation>La carpeta de la biblioteca.</translation>
    </message>
    <message>
        <source>Folder of library.sqlite.</source>
        <translation>Carpeta de library.sqlite.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprimir JSON.</translation>
    </message>
    <message>
        <source>%1 files: %2 indexed, %3 unchanged, %4 renamed, %5 removed, %6 failed.
</source>
        <translation>%1 archivos: %2 indexados, %3 sin cambios, %4 renombrados, %5 eliminados, %6 con error.
</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1: %2
</translation>
    </message>
    <message>
        <source>unknown library command &quot;%1&quot;.
</source>
        <translation>comando de biblioteca desconocido &quot;%1&quot;.
</translation>
    </message>
    <message>
        <source>Copy files into the library folder and index them.</source>
        <translation>Copia archivos en la carpeta de la biblioteca y los indexa.</translation>
    </message>
    <message>
        <source>The documents apply from this day.</source>
        <translation>Los documentos se aplican desde esta fecha.</translation>
    </message>
    <message>
        <source>yyyy-mm-dd</source>
        <translation>aaaa-mm-dd</translation>
    </message>
    <message>
        <source>The documents apply until this day.</source>
        <translation>Los documentos se aplican hasta esta fecha.</translation>
    </message>
    <message>
        <source>Files or folders to add.</source>
        <translation>Archivos o carpetas que se añadirán.</translation>
    </message>
    <message>
        <source>PATH...</source>
        <translation>RUTA...</translation>
    </message>
    <message>
        <source>library add needs at least one file.</source>
        <translation>library add necesita al menos un archivo.</translation>
    </message>
    <message>
        <source>dates must be written yyyy-mm-dd.</source>
        <translation>las fechas deben escribirse como aaaa-mm-dd.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1: files of this type are copied but not indexed.
</source>
        <translation>%1: los archivos de este tipo se copian, pero no se indexan.
</translation>
    </message>
    <message>
        <source>added %1
</source>
        <translation>añadido %1
</translation>
    </message>
    <message>
        <source>Index the library folder (or DIR): new and changed files are parsed, removed files are dropped, unchanged files are skipped.</source>
        <translation>Indexa la carpeta de la biblioteca (o DIR): se analizan los archivos nuevos y modificados, se descartan los eliminados y se omiten los que no han cambiado.</translation>
    </message>
    <message>
        <source>Keep running and re-index on every change.</source>
        <translation>Seguir en ejecución y volver a indexar con cada cambio.</translation>
    </message>
    <message>
        <source>Folder to index (default: the library folder).</source>
        <translation>Carpeta que se indexará (predeterminada: la carpeta de la biblioteca).</translation>
    </message>
    <message>
        <source>[DIR]</source>
        <translation>[DIR]</translation>
    </message>
    <message>
        <source>watching %1 (Ctrl-C to stop)
</source>
        <translation>vigilando %1 (Ctrl-C para detener)
</translation>
    </message>
    <message>
        <source>List the documents of the library.</source>
        <translation>Lista los documentos de la biblioteca.</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ERROR</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>, %1 pages</source>
        <translation>, %1 páginas</translation>
    </message>
    <message>
        <source>  valid %1 … %2</source>
        <translation>  vigente %1 … %2</translation>
    </message>
    <message>
        <source>The library is empty. Add files with &apos;lmars-cli library add PATH&apos;.
</source>
        <translation>La biblioteca está vacía. Añada archivos con &apos;lmars-cli library add PATH&apos;.
</translation>
    </message>
    <message>
        <source>Remove documents from the library; their copies inside the library folder are deleted too.</source>
        <translation>Elimina documentos de la biblioteca; también se borran sus copias dentro de la carpeta de la biblioteca.</translation>
    </message>
    <message>
        <source>Keep the file in the library folder.</source>
        <translation>Conservar el archivo en la carpeta de la biblioteca.</translation>
    </message>
    <message>
        <source>Documents to remove (path or file name).</source>
        <translation>Documentos que se eliminarán (ruta o nombre de archivo).</translation>
    </message>
    <message>
        <source>library remove needs at least one path.</source>
        <translation>library remove necesita al menos una ruta.</translation>
    </message>
    <message>
        <source>removed %1
</source>
        <translation>eliminado %1
</translation>
    </message>
    <message>
        <source>%1 is not in the library.
</source>
        <translation>%1 no está en la biblioteca.
</translation>
    </message>
    <message>
        <source>Search the library.</source>
        <translation>Busca en la biblioteca.</translation>
    </message>
    <message>
        <source>Only text in force on this day.</source>
        <translation>Solo el texto vigente en esta fecha.</translation>
    </message>
    <message>
        <source>Number of passages (default 5).</source>
        <translation>Número de pasajes (predeterminado: 5).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>What to look for.</source>
        <translation>Qué buscar.</translation>
    </message>
    <message>
        <source>QUERY</source>
        <translation>CONSULTA</translation>
    </message>
    <message>
        <source>library search needs a query.</source>
        <translation>library search necesita una consulta.</translation>
    </message>
    <message>
        <source>-k must be a positive number.</source>
        <translation>-k debe ser un número positivo.</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, página %1</translation>
    </message>
    <message>
        <source>No passages found.
</source>
        <translation>No se encontraron pasajes.
</translation>
    </message>
    <message>
        <source>Library counts and sizes.</source>
        <translation>Recuentos y tamaños de la biblioteca.</translation>
    </message>
    <message>
        <source>folder     %1
database   %2 (%3 MB)
documents  %4 (%5 indexed, %6 with errors)
chunks     %7
file bytes %8 MB
tokenizer  %9
</source>
        <translation>carpeta            %1
base de datos      %2 (%3 MB)
documentos         %4 (%5 indexados, %6 con errores)
fragmentos         %7
bytes de archivos  %8 MB
tokenizador        %9
</translation>
    </message>
    <message>
        <source>Only the documents of this matter (&quot;&quot; for those in no matter).</source>
        <translation>Solo los documentos de este asunto (&quot;&quot; para los que no tienen asunto).</translation>
    </message>
    <message>
        <source>Documents are indexed into a matter on the firm server (LMARS_SERVER_URL); on this computer --matter filters search and list.</source>
        <translation>Los documentos se indexan en un asunto en el servidor del despacho (LMARS_SERVER_URL); en este equipo --matter filtra search y list.</translation>
    </message>
    <message>
        <source>The library is on the firm server, where every document belongs to a matter: add --matter M.</source>
        <translation>La biblioteca está en el servidor del despacho, donde cada documento pertenece a un asunto: añada --matter M.</translation>
    </message>
    <message>
        <source>On the firm server, a document&apos;s validity comes from the document itself; --effective-from and --effective-to apply to this computer&apos;s library.</source>
        <translation>En el servidor del despacho, la vigencia de un documento se toma del propio documento; --effective-from y --effective-to se aplican a la biblioteca de este equipo.</translation>
    </message>
    <message>
        <source>--watch keeps this computer&apos;s library up to date; on the firm server, index the folder again when it changes.</source>
        <translation>--watch mantiene al día la biblioteca de este equipo; en el servidor del despacho, vuelva a indexar la carpeta cuando cambie.</translation>
    </message>
    <message>
        <source>  matter: %1</source>
        <translation>  asunto: %1</translation>
    </message>
    <message>
        <source>server     %1
documents  %2
chunks     %3
file bytes %4 MB
text search %5
</source>
        <translation>servidor   %1
documentos %2
fragmentos %3
bytes de archivos %4 MB
búsqueda de texto %5
</translation>
    </message>
    <message>
        <source>%1 (OCR, page %2 of %3)</source>
        <translation>%1 (OCR, página %2 de %3)</translation>
    </message>
    <message>
        <source> (read by OCR, confidence %1%)</source>
        <translation> (leído por OCR, confianza %1%)</translation>
    </message>
    <message>
        <source>OCR pages  %1 (pages without a text layer, read by OCR)
</source>
        <translation>Páginas OCR  %1 (páginas sin capa de texto, leídas por OCR)
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
        <translation>Uso: lmars-cli library &lt;add|index|list|remove|search|stats&gt; [opciones]
  add PATH...            copia archivos en la carpeta de la biblioteca y los indexa
  index [DIR]            indexa la carpeta de la biblioteca (o DIR); --watch sigue vigilando
  list                   lista los documentos indexados y su estado
  remove PATH...         elimina documentos (y sus copias en la carpeta de la biblioteca)
  search QUERY           busca (--as-of DATE, -k N, --dense on|off, --json)
  stats                  recuentos y tamaños
</translation>
    </message>
    <message>
        <source>Also search by meaning and fuse (on), or by words only (off); default: the setting LMARS_LIBRARY_DENSE.</source>
        <translation>Buscar también por significado y fusionar (on), o solo por palabras (off); predeterminado: el ajuste LMARS_LIBRARY_DENSE.</translation>
    </message>
    <message>
        <source>on|off</source>
        <translation>on|off</translation>
    </message>
    <message>
        <source>  [found by %1]</source>
        <translation>  [encontrado por %1]</translation>
    </message>
    <message>
        <source>Rebuilding the library index for phrase and proximity search…
</source>
        <translation>Reconstruyendo el índice de la biblioteca para la búsqueda de frases y de proximidad…
</translation>
    </message>
    <message>
        <source>How to read the query: natural (ranked words), boolean (Terms and Connectors: &quot;phrases&quot;, &amp;, OR, %, /n, +n, /s, /p, !, *) or auto (boolean when it holds a quote or an operator; the default).</source>
        <translation>Cómo leer la consulta: natural (palabras ordenadas por relevancia), boolean (términos y conectores: &quot;frases&quot;, &amp;, OR, %, /n, +n, /s, /p, !, *) o auto (boolean si contiene comillas o un operador; el valor predeterminado).</translation>
    </message>
    <message>
        <source>auto|natural|boolean</source>
        <translation>auto|natural|boolean</translation>
    </message>
    <message>
        <source>Order of Terms-and-Connectors hits: relevance (the default) or date (the document&apos;s date, newest first).</source>
        <translation>Orden de los resultados de términos y conectores: relevance (relevancia, el predeterminado) o date (la fecha del documento, los más recientes primero).</translation>
    </message>
    <message>
        <source>relevance|date</source>
        <translation>relevance|date</translation>
    </message>
    <message>
        <source>--syntax must be auto, natural or boolean.</source>
        <translation>--syntax debe ser auto, natural o boolean.</translation>
    </message>
    <message>
        <source>--sort must be relevance or date.</source>
        <translation>--sort debe ser relevance o date.</translation>
    </message>
    <message>
        <source>--sort date orders Terms-and-Connectors hits; this query is read as natural language (add --syntax boolean).</source>
        <translation>--sort date ordena resultados de términos y conectores; esta consulta se lee como lenguaje natural (añada --syntax boolean).</translation>
    </message>
    <message>
        <source>No passages satisfy the Terms-and-Connectors search.
</source>
        <translation>Ningún pasaje cumple la búsqueda de términos y conectores.
</translation>
    </message>
</context>
<context>
    <name>LibraryImporter</name>
    <message>
        <source>Cannot create the library folder %1.</source>
        <translation>No se puede crear la carpeta de la biblioteca %1.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>No se puede copiar %1 en %2.</translation>
    </message>
</context>
<context>
    <name>LibrarySchema</name>
    <message>
        <source>The library database %1 uses an unknown tokenizer.</source>
        <translation>La base de datos de la biblioteca %1 usa un tokenizador desconocido.</translation>
    </message>
</context>
<context>
    <name>LibraryStore</name>
    <message>
        <source>A document library needs a database file, not &quot;%1&quot;.</source>
        <translation>Una biblioteca de documentos necesita un archivo de base de datos, no «%1».</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the document library.</source>
        <translation>No se puede crear la carpeta %1 para la biblioteca de documentos.</translation>
    </message>
</context>
<context>
    <name>LibrarySync</name>
    <message>
        <source>The library folder %1 does not exist.</source>
        <translation>La carpeta de la biblioteca %1 no existe.</translation>
    </message>
</context>
<context>
    <name>LibraryVectorsCli</name>
    <message>
        <source>Building the vectors stopped; the next index goes on from there.
</source>
        <translation>La construcción de los vectores se detuvo; la próxima indexación continúa desde ahí.
</translation>
    </message>
    <message>
        <source>--dense takes on or off, not &quot;%1&quot;.</source>
        <translation>--dense admite on u off, no «%1».</translation>
    </message>
</context>
<context>
    <name>LocalLibrarySource</name>
    <message>
        <source>Document library</source>
        <translation>Biblioteca de documentos</translation>
    </message>
    <message>
        <source>Document library, read by OCR (confidence %1%)</source>
        <translation>Biblioteca de documentos, leído por OCR (confianza %1%)</translation>
    </message>
</context>
<context>
    <name>LsaEmbedder</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>MarkdownExport</name>
    <message>
        <source>low</source>
        <translation>baja</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>moderada</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alta</translation>
    </message>
    <message>
        <source>(not cited)</source>
        <translation>(no citada)</translation>
    </message>
    <message>
        <source>Evidence (no generated answer)</source>
        <translation>Evidencia (sin respuesta generada)</translation>
    </message>
    <message>
        <source>No sources were found.</source>
        <translation>No se encontraron fuentes.</translation>
    </message>
    <message>
        <source>Sources ranked by authority: primary (statutes, courts, government), official, reputable, user-generated, unknown.</source>
        <translation>Fuentes clasificadas por autoridad: primaria (leyes, tribunales, gobierno), oficial, fiable, generada por usuarios, desconocida.</translation>
    </message>
    <message>
        <source>authority: %1</source>
        <translation>autoridad: %1</translation>
    </message>
    <message>
        <source>date: %1</source>
        <translation>fecha: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>jurisdictions: %1</source>
        <translation>jurisdicciones: %1</translation>
    </message>
    <message>
        <source>none named</source>
        <translation>ninguna indicada</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>U-Score %1 — %2 uncertainty (lower is better).</source>
        <translation>U-Score %1: incertidumbre %2 (cuanto más bajo, mejor).</translation>
    </message>
    <message>
        <source>Hedging %1, vague dates %2, weak citations %3, unclear jurisdiction %4, indecision %5; reference-code weighting %6.</source>
        <translation>Atenuación %1, fechas imprecisas %2, citas débiles %3, jurisdicción poco clara %4, indecisión %5; ponderación del código de referencia %6.</translation>
    </message>
    <message>
        <source>Disclaimers</source>
        <translation>Avisos legales</translation>
    </message>
    <message>
        <source>Warning: the answer cited source number(s) %1, which do not exist; they are marked &quot;unverified citation&quot; above and must not be relied on.</source>
        <translation>Advertencia: la respuesta citó las fuentes número %1, que no existen; están marcadas como &quot;cita no verificada&quot; más arriba y no se debe confiar en ellas.</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>Preguntas de seguimiento</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Legal area</source>
        <translation>Área del derecho</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>Jurisdicción</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>A fecha de</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Cronología</translation>
    </message>
    <message>
        <source>Urgency</source>
        <translation>Urgencia</translation>
    </message>
    <message>
        <source>Search iteration %1</source>
        <translation>Iteración de búsqueda %1</translation>
    </message>
    <message>
        <source>1 result</source>
        <translation>1 resultado</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 resultados</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>falló: %1</translation>
    </message>
    <message>
        <source>**Judge:** sufficient.</source>
        <translation>**Juez:** suficiente.</translation>
    </message>
    <message>
        <source>**Judge:** insufficient.</source>
        <translation>**Juez:** insuficiente.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <source>Next searches: %1</source>
        <translation>Próximas búsquedas: %1</translation>
    </message>
    <message>
        <source>No valid verdict: %1</source>
        <translation>Ningún veredicto válido: %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>(no answer)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Problems during the run</source>
        <translation>Problemas durante la ejecución</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>Model and settings</source>
        <translation>Modelo y configuración</translation>
    </message>
    <message>
        <source>Model calls: %1; prompt tokens: %2; completion tokens: %3; %4 s in total.</source>
        <translation>Llamadas al modelo: %1; tokens de prompt: %2; tokens de respuesta: %3; %4 s en total.</translation>
    </message>
</context>
<context>
    <name>McqCommands</name>
    <message>
        <source>[%1/%2] %3: failed: %4
</source>
        <translation>[%1/%2] %3: falló: %4
</translation>
    </message>
    <message>
        <source>unparseable</source>
        <translation>no analizable</translation>
    </message>
    <message>
        <source>[%1/%2] %3: %4 (gold %5) %6, %7 s
</source>
        <translation>[%1/%2] %3: %4 (solución %5) %6, %7 s
</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>condición</translation>
    </message>
    <message>
        <source>Only the first N questions.</source>
        <translation>Solo las primeras N preguntas.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Results file (JSON lines); default mcq-CONDITION.jsonl.</source>
        <translation>Archivo de resultados (líneas JSON); predeterminado: mcq-CONDITION.jsonl.</translation>
    </message>
    <message>
        <source>Skip the questions already in the results file.</source>
        <translation>Omitir las preguntas que ya están en el archivo de resultados.</translation>
    </message>
    <message>
        <source>Questions at once (1-16).</source>
        <translation>Preguntas simultáneas (1-16).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Rate every answer with an LLM judge.</source>
        <translation>Evaluar cada respuesta con un juez LLM.</translation>
    </message>
    <message>
        <source>The LLM judge&apos;s model (same provider); default: the evaluated model.</source>
        <translation>El modelo del juez LLM (mismo proveedor); predeterminado: el modelo evaluado.</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>proveedor</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>Nombre del modelo.</translation>
    </message>
    <message>
        <source>Results per query and source (1-50).</source>
        <translation>Resultados por consulta y fuente (1-50).</translation>
    </message>
    <message>
        <source>Multi-turn: search rounds (1-10).</source>
        <translation>Multiturno: rondas de búsqueda (1-10).</translation>
    </message>
    <message>
        <source>Multi-turn: pages read per round (0-10).</source>
        <translation>Multiturno: páginas leídas por ronda (0-10).</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD).</source>
        <translation>El derecho vigente en esta fecha (AAAA-MM-DD).</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>Folder of the databases.</source>
        <translation>Carpeta de las bases de datos.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>argumento inesperado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--dataset FILE is required.</source>
        <translation>Se requiere --dataset FILE.</translation>
    </message>
    <message>
        <source>--condition must be one of: %1.</source>
        <translation>--condition debe ser uno de: %1.</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit debe ser un número positivo.</translation>
    </message>
    <message>
        <source>--concurrency must be a number from 1 to 16.</source>
        <translation>--concurrency debe ser un número del 1 al 16.</translation>
    </message>
    <message>
        <source>--max-results (1-50), --max-iterations (1-10) and --pages (0-10) need numbers in range.</source>
        <translation>--max-results (1-50), --max-iterations (1-10) y --pages (0-10) necesitan números dentro del intervalo.</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Evaluating %1 questions of %2 · %3 · %4 (%5) · results in %6
</source>
        <translation>Evaluando %1 preguntas de %2 · %3 · %4 (%5) · resultados en %6
</translation>
    </message>
    <message>
        <source>%1 questions were already in %2 and were skipped.
</source>
        <translation>%1 preguntas ya estaban en %2 y se omitieron.
</translation>
    </message>
    <message>
        <source>Cancelled. %1 results are in %2; run again with --resume to continue.
</source>
        <translation>Cancelado. Hay %1 resultados en %2; vuelva a ejecutar con --resume para continuar.
</translation>
    </message>
    <message>
        <source>%1 question(s) failed because the replay lacks recorded responses; first: %2</source>
        <translation>%1 pregunta(s) fallaron porque a la reproducción le faltan respuestas registradas; primer error: %2</translation>
    </message>
    <message>
        <source>every question failed; first error: %1</source>
        <translation>todas las preguntas fallaron; primer error: %1</translation>
    </message>
    <message>
        <source>Summarize eval result files side by side.</source>
        <translation>Resume los archivos de resultados de evaluación, uno junto a otro.</translation>
    </message>
    <message>
        <source>Print Markdown tables.</source>
        <translation>Imprimir tablas Markdown.</translation>
    </message>
    <message>
        <source>Print the summary as JSON.</source>
        <translation>Imprimir el resumen como JSON.</translation>
    </message>
    <message>
        <source>The dataset, for the majority-class baseline (default: the results&apos; gold letters).</source>
        <translation>El conjunto de datos, para la referencia de clase mayoritaria (predeterminado: las letras correctas de los resultados).</translation>
    </message>
    <message>
        <source>Result files (JSON lines).</source>
        <translation>Archivos de resultados (líneas JSON).</translation>
    </message>
    <message>
        <source>results.jsonl [more.jsonl ...]</source>
        <translation>results.jsonl [more.jsonl ...]</translation>
    </message>
    <message>
        <source>name at least one results file.</source>
        <translation>indique al menos un archivo de resultados.</translation>
    </message>
    <message>
        <source>note: %1 damaged line(s) in %2 were skipped.
</source>
        <translation>nota: se omitieron %1 línea(s) dañada(s) en %2.
</translation>
    </message>
    <message>
        <source>The jurisdiction whose law applies, for every question (else an item&apos;s own &quot;jurisdiction&quot; field).</source>
        <translation>La jurisdicción cuyo derecho se aplica, para todas las preguntas (si no, el campo &quot;jurisdiction&quot; de cada elemento).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>--jurisdiction needs a name, for example &quot;California&quot;.</source>
        <translation>--jurisdiction necesita un nombre, por ejemplo &quot;California&quot;.</translation>
    </message>
    <message>
        <source>Run a LegalSearchQA- or MASLegalBench-format multiple-choice set through one condition and write one JSON line per question.</source>
        <translation>Ejecuta un conjunto de opción múltiple en formato LegalSearchQA o MASLegalBench con una condición y escribe una línea JSON por pregunta.</translation>
    </message>
    <message>
        <source>The questions (JSON array: id, question, choices, gold; or MASLegalBench&apos;s JSON lines: qid, question, options, correct_answer).</source>
        <translation>Las preguntas (arreglo JSON: id, question, choices, gold; o las líneas JSON de MASLegalBench: qid, question, options, correct_answer).</translation>
    </message>
    <message>
        <source>closed-book (the model alone), simple, multi (multi-turn, no follow-ups unless an item has &quot;answers&quot;), evidence (search only) or library (the library search over the benchmark&apos;s corpus).</source>
        <translation>closed-book (solo el modelo), simple, multi (varios turnos, sin preguntas de seguimiento salvo que el elemento tenga &quot;answers&quot;), evidence (solo búsqueda) o library (la búsqueda de la biblioteca sobre el corpus del benchmark).</translation>
    </message>
    <message>
        <source>Library condition: the benchmark&apos;s passages (JSON lines: doc_id, source, type, text); default corpus.jsonl beside the dataset.</source>
        <translation>Condición library: los pasajes del benchmark (líneas JSON: doc_id, source, type, text); por defecto, corpus.jsonl junto al conjunto de datos.</translation>
    </message>
    <message>
        <source>Library condition: the roles whose passages can be retrieved, from F (facts), LR (legal rules), AR (alignment), CS (common sense).</source>
        <translation>Condición library: los roles cuyos pasajes se pueden recuperar, entre F (hechos), LR (normas jurídicas), AR (alineación) y CS (sentido común).</translation>
    </message>
    <message>
        <source>Library condition: passages per question (1-50).</source>
        <translation>Condición library: pasajes por pregunta (1-50).</translation>
    </message>
    <message>
        <source>-k must be a number of passages from 1 to 50.</source>
        <translation>-k debe ser un número de pasajes del 1 al 50.</translation>
    </message>
    <message>
        <source>--corpus, --roles and -k apply only to --condition library.</source>
        <translation>--corpus, --roles y -k solo se aplican a --condition library.</translation>
    </message>
    <message>
        <source>Indexing the passages of %1 (roles %2) into a temporary library...</source>
        <translation>Indexando los pasajes de %1 (roles %2) en una biblioteca temporal...</translation>
    </message>
    <message>
        <source>%1 passages indexed.</source>
        <translation>%1 pasajes indexados.</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local, fedreg, ecfr, uscode, or all.</source>
        <translation>Fuentes separadas por comas: web, searxng, caselaw, local, fedreg, ecfr, uscode o all.</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>Proveedor del modelo: %1.</translation>
    </message>
</context>
<context>
    <name>McqDataset</name>
    <message>
        <source>Cannot read the dataset %1: %2.</source>
        <translation>No se puede leer el conjunto de datos %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 no es JSON válido.</translation>
    </message>
    <message>
        <source>%1 must be a JSON array of questions (id, question, choices, gold).</source>
        <translation>%1 debe ser un arreglo JSON de preguntas (id, question, choices, gold).</translation>
    </message>
    <message>
        <source>%1 holds no questions.</source>
        <translation>%1 no contiene preguntas.</translation>
    </message>
    <message>
        <source>%1, question %2</source>
        <translation>%1, pregunta %2</translation>
    </message>
    <message>
        <source>%1, question %2 (id &quot;%3&quot;)</source>
        <translation>%1, pregunta %2 (id &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>is not a JSON object.</source>
        <translation>no es un objeto JSON.</translation>
    </message>
    <message>
        <source>&quot;id&quot; is missing or not a non-empty string.</source>
        <translation>falta &quot;id&quot; o no es una cadena no vacía.</translation>
    </message>
    <message>
        <source>the id is used by an earlier question too.</source>
        <translation>el id ya lo usa una pregunta anterior.</translation>
    </message>
    <message>
        <source>&quot;question&quot; is missing or empty.</source>
        <translation>falta &quot;question&quot; o está vacío.</translation>
    </message>
    <message>
        <source>&quot;choices&quot; must be an array of 2 to %1 strings.</source>
        <translation>&quot;choices&quot; debe ser un arreglo de 2 a %1 cadenas.</translation>
    </message>
    <message>
        <source>every choice must be a non-empty string.</source>
        <translation>cada opción debe ser una cadena no vacía.</translation>
    </message>
    <message>
        <source>&quot;gold&quot; must be the 0-based index of the right choice.</source>
        <translation>&quot;gold&quot; debe ser el índice (desde 0) de la opción correcta.</translation>
    </message>
    <message>
        <source>&quot;gold&quot; is %1, but there are only %2 choices (0-based index).</source>
        <translation>&quot;gold&quot; es %1, pero solo hay %2 opciones (índice desde 0).</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>%1, line %2 (id &quot;%3&quot;)</source>
        <translation>%1, línea %2 (id &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>&quot;qid&quot; (or &quot;id&quot;) is missing or empty.</source>
        <translation>falta &quot;qid&quot; (o &quot;id&quot;) o está vacío.</translation>
    </message>
    <message>
        <source>&quot;options&quot; must be an object of 2 to %1 options.</source>
        <translation>&quot;options&quot; debe ser un objeto de 2 a %1 opciones.</translation>
    </message>
    <message>
        <source>every option must be a non-empty string.</source>
        <translation>cada opción debe ser una cadena no vacía.</translation>
    </message>
    <message>
        <source>&quot;correct_answer&quot; must be one of the option keys (%1), not &quot;%2&quot;.</source>
        <translation>&quot;correct_answer&quot; debe ser una de las claves de opción (%1), no &quot;%2&quot;.</translation>
    </message>
</context>
<context>
    <name>McqResultFile</name>
    <message>
        <source>Cannot read the results file %1: %2.</source>
        <translation>No se puede leer el archivo de resultados %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write the results file %1: %2.</source>
        <translation>No se puede escribir el archivo de resultados %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write to %1: %2.</source>
        <translation>No se puede escribir en %1: %2.</translation>
    </message>
</context>
<context>
    <name>McqRunner</name>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>Falta %n respuesta registrada en la reproducción: %1</numerusform>
            <numerusform>Faltan %n respuestas registradas en la reproducción; la primera: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already holds results: pass --resume to continue that run, or choose another --out file.</source>
        <translation>%1 ya contiene resultados: use --resume para continuar esa ejecución o elija otro archivo con --out.</translation>
    </message>
    <message>
        <source>The library condition needs the benchmark&apos;s corpus.</source>
        <translation>La condición library necesita el corpus del benchmark.</translation>
    </message>
    <message>
        <source>Question %1 has no &quot;source&quot; (its case), which the library condition retrieves from.</source>
        <translation>La pregunta %1 no tiene &quot;source&quot; (su caso), del que recupera la condición library.</translation>
    </message>
</context>
<context>
    <name>ModelPrices</name>
    <message>
        <source>The model prices are not a JSON object.</source>
        <translation>Los precios de los modelos no son un objeto JSON.</translation>
    </message>
    <message>
        <source>The price of &quot;%1&quot; needs non-negative input and output prices.</source>
        <translation>El precio de «%1» necesita precios de entrada y de salida no negativos.</translation>
    </message>
    <message>
        <source>%1 in (%2 cached, %3 written to cache)</source>
        <translation>%1 de entrada (%2 en caché, %3 escritos en caché)</translation>
    </message>
    <message>
        <source>%1 in (%2 cached)</source>
        <translation>%1 de entrada (%2 en caché)</translation>
    </message>
    <message>
        <source>%1 out (%2 reasoning)</source>
        <translation>%1 de salida (%2 de razonamiento)</translation>
    </message>
</context>
<context>
    <name>NetworkCitationChecker</name>
    <message>
        <source>CourtListener did not read this as a case citation, so it was not looked up.</source>
        <translation>CourtListener no reconoció esto como una cita de caso, así que no se buscó.</translation>
    </message>
    <message>
        <source>Not checked: CourtListener&apos;s rate limit was reached; retry after %1 UTC.</source>
        <translation>Sin comprobar: se alcanzó el límite de frecuencia de CourtListener; reintente después de las %1 UTC.</translation>
    </message>
    <message>
        <source>Not checked: the CourtListener lookup failed (%1).</source>
        <translation>Sin comprobar: la búsqueda en CourtListener falló (%1).</translation>
    </message>
    <message>
        <source>The check was cancelled before this citation was looked up.</source>
        <translation>La comprobación se canceló antes de buscar esta cita.</translation>
    </message>
    <message>
        <source>CourtListener found the citation but named no case.</source>
        <translation>CourtListener encontró la cita pero no indicó ningún caso.</translation>
    </message>
    <message>
        <source>This citation is %1, not %2.</source>
        <translation>Esta cita corresponde a %1, no a %2.</translation>
    </message>
    <message>
        <source>This citation is %1, decided in %2, not %3.</source>
        <translation>Esta cita corresponde a %1, resuelto en %2, no en %3.</translation>
    </message>
    <message>
        <source>CourtListener: %1.</source>
        <translation>CourtListener: %1.</translation>
    </message>
    <message>
        <source>CourtListener: %1, matching the name in the text.</source>
        <translation>CourtListener: %1, coincide con el nombre del texto.</translation>
    </message>
    <message>
        <source>CourtListener: %1 (one of several cases at this citation; the name in the text picks it).</source>
        <translation>CourtListener: %1 (uno de varios casos con esta cita; el nombre del texto lo identifica).</translation>
    </message>
    <message>
        <source>Several cases share this citation: %1.</source>
        <translation>Varios casos comparten esta cita: %1.</translation>
    </message>
    <message>
        <source>CourtListener does not know this reporter.</source>
        <translation>CourtListener no conoce este repertorio.</translation>
    </message>
    <message>
        <source>CourtListener does not know this reporter: %1</source>
        <translation>CourtListener no conoce este repertorio: %1</translation>
    </message>
    <message>
        <source>CourtListener has no case at this citation: it may be fabricated, or outside CourtListener&apos;s coverage.</source>
        <translation>CourtListener no tiene ningún caso con esta cita: puede ser inventada o estar fuera de la cobertura de CourtListener.</translation>
    </message>
    <message>
        <source>CourtListener answered with status %1 for this citation.</source>
        <translation>CourtListener respondió con el estado %1 para esta cita.</translation>
    </message>
    <message>
        <source>Westlaw and Lexis database numbers cannot be looked up in CourtListener.</source>
        <translation>Los números de las bases de datos Westlaw y Lexis no se pueden buscar en CourtListener.</translation>
    </message>
    <message>
        <source>Cases were not checked against CourtListener: no API token is set. Set COURTLISTENER_API_TOKEN (or the CourtListener token in Settings) to look them up.</source>
        <translation>Los casos no se comprobaron con CourtListener: no hay ningún token de API configurado. Configure COURTLISTENER_API_TOKEN (o el token de CourtListener en Ajustes) para buscarlos.</translation>
    </message>
    <message>
        <source>Not checked: no CourtListener API token is set.</source>
        <translation>Sin comprobar: no hay ningún token de API de CourtListener configurado.</translation>
    </message>
    <message>
        <source>CourtListener&apos;s rate limit stopped the lookup: some cases were not checked. Retry after %1 UTC.</source>
        <translation>El límite de frecuencia de CourtListener detuvo la búsqueda: algunos casos no se comprobaron. Reintente después de las %1 UTC.</translation>
    </message>
    <message>
        <source>The CourtListener lookup failed, so some cases were not checked: %1</source>
        <translation>La búsqueda en CourtListener falló, así que algunos casos no se comprobaron: %1</translation>
    </message>
    <message>
        <source>This short form refers to no earlier citation, so it cannot be checked.</source>
        <translation>Esta forma abreviada no remite a ninguna cita anterior, así que no se puede comprobar.</translation>
    </message>
    <message>
        <source>Refers to %1: %2</source>
        <translation>Remite a %1: %2</translation>
    </message>
    <message>
        <source>Not checked: CourtListener&apos;s answer did not agree with this citation (%1).</source>
        <translation>No comprobada: la respuesta de CourtListener no coincidía con esta cita (%1).</translation>
    </message>
    <message>
        <source>Not checked: the page is left blank (a slip opinion not yet paginated), so it cannot be looked up.</source>
        <translation>No comprobada: la página está en blanco (una opinión aún sin paginar), así que no se puede buscar.</translation>
    </message>
</context>
<context>
    <name>NetworkConfig</name>
    <message>
        <source>The proxy &quot;%1&quot; is not a usable proxy URL: use http://host:port (or https://, socks5://).</source>
        <translation>El proxy &quot;%1&quot; no es una URL de proxy utilizable: use http://host:puerto (o https://, socks5://).</translation>
    </message>
</context>
<context>
    <name>OcrEngine</name>
    <message>
        <source>The OCR languages &quot;%1&quot; are not Tesseract language codes joined by &quot;+&quot; (e.g. eng+deu).</source>
        <translation>Los idiomas de OCR «%1» no son códigos de idioma de Tesseract unidos por «+» (p. ej., eng+deu).</translation>
    </message>
    <message>
        <source>OCR could not start: the Tesseract language data for &quot;%1&quot; is not installed (Debian: tesseract-ocr-&lt;code&gt;).</source>
        <translation>No se pudo iniciar el OCR: los datos de idioma de Tesseract para «%1» no están instalados (Debian: tesseract-ocr-&lt;code&gt;).</translation>
    </message>
</context>
<context>
    <name>OfficialSourceChecker</name>
    <message>
        <source>The check was cancelled before this citation was looked up.</source>
        <translation>La comprobación se canceló antes de buscar esta cita.</translation>
    </message>
    <message>
        <source>No official source is checked for %1 yet.</source>
        <translation>Todavía no se consulta ninguna fuente oficial para %1.</translation>
    </message>
    <message>
        <source>State codes are not checked against an official source in this version.</source>
        <translation>En esta versión, los códigos estatales no se comprueban con una fuente oficial.</translation>
    </message>
    <message>
        <source>Public laws and the Statutes at Large are not checked against an official source in this version.</source>
        <translation>En esta versión, las leyes públicas y los Statutes at Large no se comprueban con una fuente oficial.</translation>
    </message>
    <message>
        <source>Cases are checked with CourtListener, not official sources.</source>
        <translation>Los casos se comprueban con CourtListener, no con fuentes oficiales.</translation>
    </message>
    <message>
        <source>This C.F.R. citation names no title and section that eCFR could be asked about.</source>
        <translation>Esta cita del C.F.R. no indica un título y una sección que se puedan consultar en eCFR.</translation>
    </message>
    <message>
        <source>%1 did not exist on %2 according to eCFR.</source>
        <translation>Según eCFR, %1 no existía el %2.</translation>
    </message>
    <message>
        <source>eCFR could not be reached: %1</source>
        <translation>No se pudo contactar con eCFR: %1</translation>
    </message>
    <message>
        <source>%1 exists on %2 (eCFR): %3</source>
        <translation>%1 existe el %2 (eCFR): %3</translation>
    </message>
    <message>
        <source>%1 exists on %2 (eCFR).</source>
        <translation>%1 existe el %2 (eCFR).</translation>
    </message>
    <message>
        <source>This Federal Register citation names no volume and page.</source>
        <translation>Esta cita del Federal Register no indica volumen y página.</translation>
    </message>
    <message>
        <source>No Federal Register document begins at %1.</source>
        <translation>Ningún documento del Federal Register comienza en %1.</translation>
    </message>
    <message>
        <source>The Federal Register could not be reached: %1</source>
        <translation>No se pudo contactar con el Federal Register: %1</translation>
    </message>
    <message>
        <source>The Federal Register&apos;s answer for %1 named no document.</source>
        <translation>La respuesta del Federal Register para %1 no indicó ningún documento.</translation>
    </message>
    <message>
        <source>%1 is &quot;%2&quot; (%3).</source>
        <translation>%1 es «%2» (%3).</translation>
    </message>
    <message>
        <source>This executive order citation has no order number.</source>
        <translation>Esta cita de orden ejecutiva no tiene número de orden.</translation>
    </message>
    <message>
        <source>Executive Order %1 predates the Federal Register API&apos;s coverage (1994 on).</source>
        <translation>La Orden Ejecutiva %1 es anterior a la cobertura de la API del Federal Register (desde 1994).</translation>
    </message>
    <message>
        <source>Executive Order %1 is &quot;%2&quot;, signed %3.</source>
        <translation>La Orden Ejecutiva %1 es «%2», firmada el %3.</translation>
    </message>
    <message>
        <source>The Federal Register has no Executive Order %1.</source>
        <translation>El Federal Register no tiene ninguna Orden Ejecutiva %1.</translation>
    </message>
    <message>
        <source>This U.S. Code citation names no title and section that GovInfo could be asked about.</source>
        <translation>Esta cita del U.S. Code no indica un título y una sección que se puedan consultar en GovInfo.</translation>
    </message>
    <message>
        <source>GovInfo&apos;s U.S. Code has no %1.</source>
        <translation>El U.S. Code de GovInfo no contiene %1.</translation>
    </message>
    <message>
        <source>GovInfo could not be reached: %1</source>
        <translation>No se pudo contactar con GovInfo: %1</translation>
    </message>
    <message>
        <source>%1 is repealed, omitted or transferred in the U.S. Code (%2): %3</source>
        <translation>%1 está derogado, omitido o trasladado en el U.S. Code (%2): %3</translation>
    </message>
    <message>
        <source>%1 is in the U.S. Code (GovInfo): %2</source>
        <translation>%1 está en el U.S. Code (GovInfo): %2</translation>
    </message>
    <message>
        <source>%1 is in the U.S. Code (GovInfo, %2): %3</source>
        <translation>%1 está en el U.S. Code (GovInfo, %2): %3</translation>
    </message>
    <message>
        <source>Not checked: the eCFR source was off for this run. Turn on eCFR among the sources and run again to look the section up.</source>
        <translation>No comprobado: la fuente eCFR estaba desactivada en esta investigación. Active eCFR entre las fuentes y vuelva a ejecutarla para consultar la sección.</translation>
    </message>
    <message>
        <source>Not checked: the U.S. Code source was off for this run. Turn on U.S. Code among the sources and run again to look the section up.</source>
        <translation>No comprobado: la fuente Código de EE. UU. estaba desactivada en esta investigación. Active Código de EE. UU. entre las fuentes y vuelva a ejecutarla para consultar la sección.</translation>
    </message>
    <message>
        <source>Not checked: the Federal Register source was off for this run. Turn on Federal Register among the sources and run again to look it up.</source>
        <translation>No comprobado: la fuente Registro Federal estaba desactivada en esta investigación. Active Registro Federal entre las fuentes y vuelva a ejecutarla para consultarla.</translation>
    </message>
    <message>
        <source>Not checked: L-MARS has no official source for %1. Read the section in the official code of its jurisdiction.</source>
        <translation>No comprobado: L-MARS no tiene una fuente oficial para %1. Lea la sección en el código oficial de su jurisdicción.</translation>
    </message>
</context>
<context>
    <name>OfflineCitationChecker</name>
    <message>
        <source>Citations were checked offline only (reporters, years, courts, pin cites): none was looked up, so none is marked verified.</source>
        <translation>Las citas solo se comprobaron sin conexión (repertorios, años, tribunales, páginas concretas): ninguna se consultó, así que ninguna se marca como verificada.</translation>
    </message>
</context>
<context>
    <name>OllamaModel</name>
    <message>
        <source>Ollama server at %1</source>
        <translation>el servidor Ollama en %1</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>sin mensaje</translation>
    </message>
    <message>
        <source>a stream line is not JSON</source>
        <translation>una línea del flujo no es JSON</translation>
    </message>
</context>
<context>
    <name>OpenAiCompatibleModel</name>
    <message>
        <source>OpenAI-compatible server at %1</source>
        <translation>el servidor compatible con OpenAI en %1</translation>
    </message>
    <message>
        <source>no choices</source>
        <translation>sin opciones (choices)</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>sin mensaje</translation>
    </message>
    <message>
        <source>a stream chunk is not JSON</source>
        <translation>un fragmento del flujo no es JSON</translation>
    </message>
    <message>
        <source>Azure OpenAI at %1</source>
        <translation>Azure OpenAI en %1</translation>
    </message>
    <message>
        <source>Gemini API at %1</source>
        <translation>API de Gemini en %1</translation>
    </message>
    <message>
        <source>LM Studio server at %1</source>
        <translation>servidor de LM Studio en %1</translation>
    </message>
    <message>
        <source>The content filter of the %1 stopped the answer (finish reason content_filter).</source>
        <translation>El filtro de contenido de %1 detuvo la respuesta (motivo de finalización content_filter).</translation>
    </message>
</context>
<context>
    <name>PageReadStage</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>Se canceló la investigación.</translation>
    </message>
</context>
<context>
    <name>PageReader</name>
    <message>
        <source>The page is not readable text.</source>
        <translation>La página no es texto legible.</translation>
    </message>
    <message>
        <source>Could not store the PDF for reading.</source>
        <translation>No se pudo guardar el PDF para leerlo.</translation>
    </message>
    <message>
        <source>Skipped: content type &quot;%1&quot; is not read (only HTML, PDF and plain text).</source>
        <translation>Omitida: no se leen contenidos de tipo &quot;%1&quot; (solo HTML, PDF y texto sin formato).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>The page has no text.</source>
        <translation>La página no tiene texto.</translation>
    </message>
    <message>
        <source>Skipped: not a web address.</source>
        <translation>Omitida: no es una dirección web.</translation>
    </message>
</context>
<context>
    <name>ParallelSearch</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>Se canceló la investigación.</translation>
    </message>
</context>
<context>
    <name>PassageRoles</name>
    <message>
        <source>unknown role &quot;%1&quot;; the roles are F (facts), LR (legal rules), AR (alignment) and CS (common sense).</source>
        <translation>rol desconocido &quot;%1&quot;; los roles son F (hechos), LR (normas jurídicas), AR (alineación) y CS (sentido común).</translation>
    </message>
    <message>
        <source>name at least one role: F, LR, AR, CS.</source>
        <translation>indica al menos un rol: F, LR, AR, CS.</translation>
    </message>
</context>
<context>
    <name>PdfDocument</name>
    <message>
        <source>Writing a PDF needs the graphical application object (fonts).</source>
        <translation>Para escribir un PDF hace falta el objeto de aplicación gráfica (fuentes tipográficas).</translation>
    </message>
    <message>
        <source>The PDF could not be laid out.</source>
        <translation>No se pudo maquetar el PDF.</translation>
    </message>
</context>
<context>
    <name>PdfParser</name>
    <message>
        <source>The PDF is corrupt or unreadable.</source>
        <translation>El PDF está dañado o no se puede leer.</translation>
    </message>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s).</source>
        <translation>
            <numerusform>El lector de PDF informó de %n error.</numerusform>
            <numerusform>El lector de PDF informó de %n errores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The PDF reader reported %n error(s); the first: %1</source>
        <translation>
            <numerusform>El lector de PDF informó de %n error; el primero: %1</numerusform>
            <numerusform>El lector de PDF informó de %n errores; el primero: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the PDF took longer than %1 s, so it was stopped.</source>
        <translation>La lectura del PDF tardó más de %1 s, así que se detuvo.</translation>
    </message>
    <message>
        <source>Reading the PDF needed more than %1 MB of memory, so it was stopped.</source>
        <translation>La lectura del PDF necesitó más de %1 MB de memoria, así que se detuvo.</translation>
    </message>
    <message>
        <source>Reading the PDF was cancelled.</source>
        <translation>Se canceló la lectura del PDF.</translation>
    </message>
    <message>
        <source>The PDF reader crashed on this file (signal %1).</source>
        <translation>El lector de PDF falló con este archivo (señal %1).</translation>
    </message>
    <message>
        <source>The PDF reader failed on this file (exit code %1).</source>
        <translation>El lector de PDF falló con este archivo (código de salida %1).</translation>
    </message>
    <message>
        <source>The PDF reader could not be started: %1</source>
        <translation>No se pudo iniciar el lector de PDF: %1</translation>
    </message>
    <message>
        <source>The PDF is encrypted: it needs a password to be read (save a copy without the password and add that).</source>
        <translation>El PDF está cifrado: necesita una contraseña para leerse (guarde una copia sin contraseña y añádala).</translation>
    </message>
    <message numerus="yes">
        <source>Scanned pages: OCR is off (%n page(s) without a text layer; turn OCR on in the settings to read them).</source>
        <translation>
            <numerusform>Páginas escaneadas: el OCR está desactivado (%n página sin capa de texto; active el OCR en la configuración para leerla).</numerusform>
            <numerusform>Páginas escaneadas: el OCR está desactivado (%n páginas sin capa de texto; active el OCR en la configuración para leerlas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Image-only and OCR found no text (%n page(s) without a text layer).</source>
        <translation>
            <numerusform>Solo imagen y el OCR no encontró texto (%n página sin capa de texto).</numerusform>
            <numerusform>Solo imagen y el OCR no encontró texto (%n páginas sin capa de texto).</numerusform>
        </translation>
    </message>
    <message>
        <source>OCR of page %1 took longer than %2 s, so reading the PDF was stopped.</source>
        <translation>El OCR de la página %1 tardó más de %2 s, así que se detuvo la lectura del PDF.</translation>
    </message>
</context>
<context>
    <name>PgConnection</name>
    <message>
        <source>Out of memory while connecting to the firm server.</source>
        <translation>Memoria agotada al conectar con el servidor del despacho.</translation>
    </message>
    <message>
        <source>Cannot reach the firm server (%1): %2</source>
        <translation>No se puede acceder al servidor del despacho (%1): %2</translation>
    </message>
    <message>
        <source>The connection to the firm server was lost: %1</source>
        <translation>Se perdió la conexión con el servidor del despacho: %1</translation>
    </message>
    <message>
        <source>The firm server refused the request: %1</source>
        <translation>El servidor del despacho rechazó la solicitud: %1</translation>
    </message>
    <message>
        <source>The firm server address is not a valid libpq connection string or URI: %1</source>
        <translation>La dirección del servidor del despacho no es una cadena de conexión ni un URI de libpq válidos: %1</translation>
    </message>
</context>
<context>
    <name>PgSegmentStore</name>
    <message>
        <source>A search index segment on the firm server is damaged (%1).</source>
        <translation>Un segmento del índice de búsqueda del servidor del despacho está dañado (%1).</translation>
    </message>
    <message>
        <source>The firm server&apos;s search index was read without its text search configuration.</source>
        <translation>El índice de búsqueda del servidor del despacho se leyó sin su configuración de búsqueda de texto.</translation>
    </message>
    <message>
        <source>The firm server does not answer Terms-and-Connectors searches yet.</source>
        <translation>El servidor del despacho todavía no responde a búsquedas de términos y conectores.</translation>
    </message>
</context>
<context>
    <name>PlausibilityChecker</name>
    <message>
        <source>“%1” is not a reporter known to reporters-db, so “%2” cannot be right as written.</source>
        <translation>«%1» no es un repertorio conocido en reporters-db, así que «%2» no puede ser correcta tal como está escrita.</translation>
    </message>
    <message>
        <source>%1 (%2) covers %3, so a decision of %4 cannot be in it.</source>
        <translation>%1 (%2) abarca %3, así que una resolución de %4 no puede estar en él.</translation>
    </message>
    <message>
        <source>%1 (%2) does not publish decisions of the court “%3”.</source>
        <translation>%1 (%2) no publica resoluciones del tribunal «%3».</translation>
    </message>
    <message>
        <source>The pin cite %1 comes before the first page %2 of “%3”.</source>
        <translation>La página citada %1 es anterior a la primera página %2 de «%3».</translation>
    </message>
    <message>
        <source>No earlier citation this short form refers to was found.</source>
        <translation>No se encontró ninguna cita anterior a la que remita esta forma abreviada.</translation>
    </message>
    <message>
        <source>Passed the offline checks but was not looked up at CourtListener, so it is not verified.</source>
        <translation>Superó las comprobaciones sin conexión, pero no se consultó en CourtListener, así que no está verificada.</translation>
    </message>
    <message>
        <source>Passed the offline checks but was not checked against an official source, so it is not verified.</source>
        <translation>Superó las comprobaciones sin conexión, pero no se comprobó con una fuente oficial, así que no está verificada.</translation>
    </message>
</context>
<context>
    <name>PrimaryLawDetails</name>
    <message>
        <source>Presidential document</source>
        <translation>Documento presidencial</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Norma</translation>
    </message>
    <message>
        <source>Proposed rule</source>
        <translation>Norma propuesta</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <source>Document type</source>
        <translation>Tipo de documento</translation>
    </message>
    <message>
        <source>Executive order</source>
        <translation>Orden ejecutiva</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N.º %1</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Cita</translation>
    </message>
    <message>
        <source>Document number</source>
        <translation>Número de documento</translation>
    </message>
    <message>
        <source>Signed</source>
        <translation>Firmado</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicado</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>En vigor desde</translation>
    </message>
    <message>
        <source>Agencies</source>
        <translation>Organismos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>No revocation or amendment is noted</source>
        <translation>No consta ninguna revocación ni modificación</translation>
    </message>
    <message>
        <source>Disposition notes</source>
        <translation>Notas de disposición</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message>
        <source>Text as of</source>
        <translation>Texto a fecha de</translation>
    </message>
    <message>
        <source>In force since</source>
        <translation>En vigor desde</translation>
    </message>
    <message>
        <source>Amended after your date</source>
        <translation>Modificada después de su fecha</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Laws enacted through</source>
        <translation>Leyes promulgadas hasta</translation>
    </message>
    <message>
        <source>Source credit</source>
        <translation>Referencia de origen</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>inserted</source>
        <translation>insertado</translation>
    </message>
    <message>
        <source>Changes since your date</source>
        <translation>Cambios desde su fecha</translation>
    </message>
    <message>
        <source>From the text in force on %1 to the current text of %2: deletions struck through, insertions underlined.</source>
        <translation>Del texto vigente el %1 al texto actual del %2: las eliminaciones aparecen tachadas y las inserciones subrayadas.</translation>
    </message>
</context>
<context>
    <name>ProgressPrinter</name>
    <message>
        <source>Query agent</source>
        <translation>Agente de consultas</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>Summary agent</source>
        <translation>Agente de resumen</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>Preguntas de seguimiento</translation>
    </message>
    <message>
        <source>Page reading</source>
        <translation>Lectura de páginas</translation>
    </message>
    <message>
        <source>Judge agent</source>
        <translation>Agente juez</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Query agent: analysing the question…</source>
        <translation>Agente de consultas: analizando la pregunta…</translation>
    </message>
    <message>
        <source>Search, round %1: all queries on all sources at once…</source>
        <translation>Búsqueda, ronda %1: todas las consultas en todas las fuentes a la vez…</translation>
    </message>
    <message>
        <source>Query agent: looking for missing facts…</source>
        <translation>Agente de consultas: buscando hechos que faltan…</translation>
    </message>
    <message>
        <source>Reading the top pages in full…</source>
        <translation>Leyendo completas las páginas principales…</translation>
    </message>
    <message>
        <source>Judge agent: checking the evidence (round %1)…</source>
        <translation>Agente juez: comprobando la evidencia (ronda %1)…</translation>
    </message>
    <message>
        <source>Summary agent: writing the answer from 1 source…</source>
        <translation>Agente de resumen: redactando la respuesta a partir de 1 fuente…</translation>
    </message>
    <message>
        <source>Summary agent: writing the answer from %1 sources…</source>
        <translation>Agente de resumen: redactando la respuesta a partir de %1 fuentes…</translation>
    </message>
    <message>
        <source>%1; jurisdiction: %2</source>
        <translation>%1; jurisdicción: %2</translation>
    </message>
    <message>
        <source>; as of %1</source>
        <translation>; a fecha de %1</translation>
    </message>
    <message>
        <source>1 unique source</source>
        <translation>1 fuente única</translation>
    </message>
    <message>
        <source>%1 unique sources</source>
        <translation>%1 fuentes únicas</translation>
    </message>
    <message>
        <source>1 citation</source>
        <translation>1 cita</translation>
    </message>
    <message>
        <source>%1 citations</source>
        <translation>%1 citas</translation>
    </message>
    <message>
        <source>%1 done in %2 s%3</source>
        <translation>%1: completado en %2 s%3</translation>
    </message>
    <message>
        <source>  → %1 (%2): &quot;%3&quot;</source>
        <translation>  → %1 (%2): &quot;%3&quot;</translation>
    </message>
    <message>
        <source>  ← %1 (%2): %3 in %4 ms for &quot;%5&quot;</source>
        <translation>  ← %1 (%2): %3 en %4 ms para &quot;%5&quot;</translation>
    </message>
    <message>
        <source>1 result</source>
        <translation>1 resultado</translation>
    </message>
    <message>
        <source>%1 results</source>
        <translation>%1 resultados</translation>
    </message>
    <message>
        <source>  … %1 characters written</source>
        <translation>  … %1 caracteres escritos</translation>
    </message>
    <message>
        <source>  ! %1</source>
        <translation>  ! %1</translation>
    </message>
    <message>
        <source>Query agent asks 1 clarifying question.</source>
        <translation>El agente de consultas hace 1 pregunta de aclaración.</translation>
    </message>
    <message>
        <source>Query agent asks %1 clarifying questions.</source>
        <translation>El agente de consultas hace %1 preguntas de aclaración.</translation>
    </message>
    <message>
        <source>Continuing with %1 of %2 answered.</source>
        <translation>Se continúa con %1 de %2 respondidas.</translation>
    </message>
    <message>
        <source>  ✓ read %1 (%2 characters kept, %3 ms)</source>
        <translation>  ✓ leído %1 (%2 caracteres conservados, %3 ms)</translation>
    </message>
    <message>
        <source>  ✗ %1: %2</source>
        <translation>  ✗ %1: %2</translation>
    </message>
    <message>
        <source>  Judge: the evidence is SUFFICIENT.</source>
        <translation>  Juez: la evidencia es SUFICIENTE.</translation>
    </message>
    <message>
        <source>  Judge: the evidence is NOT yet sufficient.</source>
        <translation>  Juez: la evidencia AÚN NO es suficiente.</translation>
    </message>
    <message>
        <source>Missing: %1.</source>
        <translation>Falta: %1.</translation>
    </message>
    <message>
        <source>Research %1 · %2, %3 tokens</source>
        <translation>Investigación %1 · %2, %3 tokens</translation>
    </message>
    <message>
        <source>1 model call</source>
        <translation>1 llamada al modelo</translation>
    </message>
    <message>
        <source>%1 model calls</source>
        <translation>%1 llamadas al modelo</translation>
    </message>
    <message>
        <source>Legal reasoning</source>
        <translation>Razonamiento jurídico</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>Role agents: facts, rules, application and common sense…</source>
        <translation>Agentes de rol: hechos, normas, aplicación y sentido común…</translation>
    </message>
    <message>
        <source>  %1 step: no output (%2)</source>
        <translation>  Paso %1: sin resultado (%2)</translation>
    </message>
    <message>
        <source>  %1 step: empty</source>
        <translation>  Paso %1: vacío</translation>
    </message>
    <message>
        <source>  %1 step: %2 in %3 ms</source>
        <translation>  Paso %1: %2 en %3 ms</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 elemento</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 elementos</translation>
    </message>
</context>
<context>
    <name>ProviderEmbedder</name>
    <message>
        <source>The %1 sent vectors of dimension %2, but %3&apos;s vectors have dimension %4.</source>
        <translation>El servicio de %1 envió vectores de dimensión %2, pero los vectores de %3 tienen dimensión %4.</translation>
    </message>
    <message>
        <source>No embedding provider is configured.</source>
        <translation>No se ha configurado ningún proveedor de embeddings.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
</context>
<context>
    <name>ProviderSupport</name>
    <message>
        <source>%1 rejected the API key (HTTP 401).</source>
        <translation>Clave de API rechazada por %1 (HTTP 401).</translation>
    </message>
    <message>
        <source>%1 refused the request because the account has no credit left (HTTP 402).</source>
        <translation>Solicitud rechazada por %1 porque la cuenta no tiene crédito (HTTP 402).</translation>
    </message>
    <message>
        <source>%1 denied access to the model &quot;%2&quot; (HTTP 403).</source>
        <translation>Acceso al modelo &quot;%2&quot; denegado por %1 (HTTP 403).</translation>
    </message>
    <message>
        <source>%1 does not know the model &quot;%2&quot;, or the address is wrong (HTTP 404).</source>
        <translation>Según %1, el modelo &quot;%2&quot; no existe, o la dirección es incorrecta (HTTP 404).</translation>
    </message>
    <message>
        <source>%1 timed out while answering (HTTP %2).</source>
        <translation>Se agotó el tiempo de espera de %1 al responder (HTTP %2).</translation>
    </message>
    <message>
        <source>%1 rejected the request as too large (HTTP 413).</source>
        <translation>Solicitud rechazada por %1 por ser demasiado grande (HTTP 413).</translation>
    </message>
    <message>
        <source>%1 is limiting the request rate or the quota is used up (HTTP 429).</source>
        <translation>Límite de frecuencia de solicitudes alcanzado o cuota agotada en %1 (HTTP 429).</translation>
    </message>
    <message>
        <source>%1 is overloaded (HTTP 529).</source>
        <translation>Sobrecarga en %1 (HTTP 529).</translation>
    </message>
    <message>
        <source>%1 had a server error (HTTP %2).</source>
        <translation>Error del servidor en %1 (HTTP %2).</translation>
    </message>
    <message>
        <source>%1 rejected the request (HTTP %2).</source>
        <translation>Solicitud rechazada por %1 (HTTP %2).</translation>
    </message>
    <message>
        <source>%1 answered with an unexpected status (HTTP %2).</source>
        <translation>Estado inesperado en la respuesta de %1 (HTTP %2).</translation>
    </message>
    <message>
        <source>Could not reach the %1. %2</source>
        <translation>No se pudo conectar con %1. %2</translation>
    </message>
    <message>
        <source>The %1 sent a reply larger than allowed.</source>
        <translation>La respuesta de %1 supera el tamaño permitido.</translation>
    </message>
    <message>
        <source>The request to the %1 was cancelled.</source>
        <translation>Se canceló la solicitud a %1.</translation>
    </message>
    <message>
        <source>%1 reported an error while answering.</source>
        <translation>Se produjo un error en %1 durante la respuesta.</translation>
    </message>
    <message>
        <source>The model&apos;s answer stream was cut off. The connection to the %1 ended before the answer was complete.</source>
        <translation>El flujo de la respuesta del modelo se interrumpió. La conexión con %1 terminó antes de completar la respuesta.</translation>
    </message>
    <message>
        <source>The %1 sent a reply that could not be read (%2).</source>
        <translation>No se pudo leer la respuesta de %1 (%2).</translation>
    </message>
    <message>
        <source>The model at the %1 refused to answer.</source>
        <translation>El modelo de %1 se negó a responder.</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>no es JSON</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>The %1 did not answer in time. %2</source>
        <translation>No se recibió respuesta de %1 a tiempo. %2</translation>
    </message>
    <message>
        <source>The content filter of the %1 blocked the question (HTTP 400); it was not answered.</source>
        <translation>El filtro de contenido de %1 bloqueó la pregunta (HTTP 400); no se respondió.</translation>
    </message>
</context>
<context>
    <name>QueryAgent</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>Se canceló la investigación.</translation>
    </message>
</context>
<context>
    <name>ReadReplicas</name>
    <message>
        <source>it is not a standby (it accepts writes)</source>
        <translation>no es un servidor en espera (acepta escrituras)</translation>
    </message>
    <message numerus="yes">
        <source>it is more than %n second(s) behind the primary</source>
        <translation>
            <numerusform>está más de %n segundo por detrás del principal</numerusform>
            <numerusform>está más de %n segundos por detrás del principal</numerusform>
        </translation>
    </message>
    <message>
        <source>standby %1 was not used: %2</source>
        <translation>no se usó el servidor en espera %1: %2</translation>
    </message>
    <message>
        <source>Searched on the standby %1.</source>
        <translation>Búsqueda en el servidor en espera %1.</translation>
    </message>
    <message>
        <source>Searched on the primary server: %1</source>
        <translation>Búsqueda en el servidor principal: %1</translation>
    </message>
</context>
<context>
    <name>RecordHtml</name>
    <message>
        <source>date: %1</source>
        <translation>fecha: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>authority: %1</source>
        <translation>autoridad: %1</translation>
    </message>
    <message>
        <source>retrieved: %1</source>
        <translation>consultada: %1</translation>
    </message>
    <message>
        <source>Search iteration %1</source>
        <translation>Iteración de búsqueda %1</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n resultado</numerusform>
            <numerusform>%n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>falló: %1</translation>
    </message>
    <message>
        <source>Judge: sufficient.</source>
        <translation>Juez: suficiente.</translation>
    </message>
    <message>
        <source>Judge: insufficient.</source>
        <translation>Juez: insuficiente.</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Falta: %1</translation>
    </message>
    <message>
        <source>Next searches: %1</source>
        <translation>Próximas búsquedas: %1</translation>
    </message>
    <message>
        <source>No valid verdict: %1</source>
        <translation>Ningún veredicto válido: %1</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>Preguntas de seguimiento</translation>
    </message>
    <message>
        <source>(not answered)</source>
        <translation>(sin respuesta)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Research and judge verdicts</source>
        <translation>Investigación y veredictos del juez</translation>
    </message>
    <message>
        <source>U-Score</source>
        <translation>U-Score</translation>
    </message>
    <message>
        <source>Hedging (H)</source>
        <translation>Atenuación (H)</translation>
    </message>
    <message>
        <source>Temporal vagueness (T)</source>
        <translation>Imprecisión temporal (T)</translation>
    </message>
    <message>
        <source>Citation insufficiency (C)</source>
        <translation>Insuficiencia de citas (C)</translation>
    </message>
    <message>
        <source>Jurisdiction non-specificity (J)</source>
        <translation>Falta de especificidad jurisdiccional (J)</translation>
    </message>
    <message>
        <source>Indecisiveness (D)</source>
        <translation>Indecisión (D)</translation>
    </message>
    <message>
        <source>Reference-code weighting</source>
        <translation>Ponderación del código de referencia</translation>
    </message>
    <message>
        <source>Model and settings</source>
        <translation>Modelo y configuración</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <source>%1 model calls, %2 prompt tokens, %3 completion tokens</source>
        <translation>%1 llamadas al modelo, %2 tokens de prompt, %3 tokens de respuesta</translation>
    </message>
    <message>
        <source>Problems during the run</source>
        <translation>Problemas durante la ejecución</translation>
    </message>
</context>
<context>
    <name>ResearchRun</name>
    <message>
        <source>No model is configured.</source>
        <translation>No hay ningún modelo configurado.</translation>
    </message>
    <message>
        <source>No search source is enabled.</source>
        <translation>No hay ninguna fuente de búsqueda activada.</translation>
    </message>
    <message>
        <source>The research was cancelled.</source>
        <translation>Se canceló la investigación.</translation>
    </message>
    <message>
        <source>%1 search for &quot;%2&quot; failed: %3</source>
        <translation>La búsqueda en %1 de &quot;%2&quot; falló: %3</translation>
    </message>
    <message>
        <source>Every search failed, so there is no evidence to answer from. First error: %1</source>
        <translation>Todas las búsquedas fallaron, así que no hay evidencia con la que responder. Primer error: %1</translation>
    </message>
    <message>
        <source>The judge gave no valid verdict in iteration %1: %2</source>
        <translation>El juez no emitió un veredicto válido en la iteración %1: %2</translation>
    </message>
    <message>
        <source>No model is configured to continue the answer with.</source>
        <translation>No hay ningún modelo configurado con el que continuar la respuesta.</translation>
    </message>
    <message>
        <source>The answer is incomplete: %1</source>
        <translation>La respuesta está incompleta: %1</translation>
    </message>
</context>
<context>
    <name>RetrievalEval</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1:%2 is not a JSON object.</source>
        <translation>%1:%2 no es un objeto JSON.</translation>
    </message>
    <message>
        <source>%1 has no %2.</source>
        <translation>%1 no tiene %2.</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder.</source>
        <translation>No se puede crear una carpeta temporal.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Query %1: %2</source>
        <translation>Consulta %1: %2</translation>
    </message>
    <message>
        <source>The set&apos;s library is too small for the fused rankings the provider&apos;s channel is compared in (no local dense channel could be learned).</source>
        <translation>La biblioteca del conjunto es demasiado pequeña para las clasificaciones fusionadas con las que se compara el canal del proveedor (no se pudo aprender un canal denso local).</translation>
    </message>
</context>
<context>
    <name>RoleStepCardRenderer</name>
    <message>
        <source>from the question</source>
        <translation>de la pregunta</translation>
    </message>
    <message>
        <source>from your follow-up answers</source>
        <translation>de sus respuestas a las preguntas de aclaración</translation>
    </message>
    <message>
        <source>from the sources</source>
        <translation>de las fuentes</translation>
    </message>
    <message>
        <source>Facts not known</source>
        <translation>Hechos desconocidos</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Cuestiones</translation>
    </message>
    <message>
        <source>Issue: %1</source>
        <translation>Cuestión: %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Normas</translation>
    </message>
    <message>
        <source>Issues the sources do not settle</source>
        <translation>Cuestiones que las fuentes no resuelven</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>Hechos</translation>
    </message>
    <message>
        <source>For you</source>
        <translation>A su favor</translation>
    </message>
    <message>
        <source>Against you</source>
        <translation>En su contra</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>IRAC step %1 of %2: %3</source>
        <translation>Paso IRAC %1 de %2: %3</translation>
    </message>
    <message>
        <source>working…</source>
        <translation>trabajando…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>The model gave no output for this step; the answer was written without it. Reason: %1</source>
        <translation>El modelo no dio ningún resultado en este paso; la respuesta se redactó sin él. Motivo: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>The model found nothing for this step.</source>
        <translation>El modelo no encontró nada para este paso.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n elemento</numerusform>
            <numerusform>%n elementos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunBuilder</name>
    <message>
        <source>hint: no model is configured, so L-MARS tried a local Ollama at %1. Start Ollama (&quot;ollama serve&quot;, then &quot;ollama pull %2&quot;), or configure a hosted model with OPENAI_API_KEY, ANTHROPIC_API_KEY or LMARS_LLM_PROVIDER (see README).</source>
        <translation>sugerencia: no hay ningún modelo configurado, así que L-MARS intentó usar un Ollama local en %1. Inicie Ollama (&quot;ollama serve&quot; y después &quot;ollama pull %2&quot;) o configure un modelo alojado con OPENAI_API_KEY, ANTHROPIC_API_KEY o LMARS_LLM_PROVIDER (consulte el README).</translation>
    </message>
    <message>
        <source>No model is configured, so L-MARS tried a local Ollama at %1. Start Ollama (&quot;ollama serve&quot;, then &quot;ollama pull %2&quot;), or choose a model in Settings.</source>
        <translation>No hay ningún modelo configurado, así que L-MARS intentó usar un Ollama local en %1. Inicie Ollama (&quot;ollama serve&quot; y después &quot;ollama pull %2&quot;) o elija un modelo en Configuración.</translation>
    </message>
</context>
<context>
    <name>SearxngSource</name>
    <message>
        <source>SearXNG answered with a web page instead of JSON: check that the SearXNG URL (LMARS_SEARXNG_URL or Settings → Search) points at the instance and that `json` is enabled under search.formats in its settings.yml.</source>
        <translation>SearXNG respondió con una página web en lugar de JSON: compruebe que la URL de SearXNG (LMARS_SEARXNG_URL o Configuración → Búsqueda) apunta a la instancia y que `json` está habilitado en search.formats de su settings.yml.</translation>
    </message>
    <message>
        <source>SearXNG answered with something that is not JSON.</source>
        <translation>SearXNG respondió con algo que no es JSON.</translation>
    </message>
    <message>
        <source>SearXNG answered with JSON that has no &quot;results&quot; list; is the URL a SearXNG instance?</source>
        <translation>SearXNG respondió con un JSON sin lista &quot;results&quot;; ¿la URL corresponde a una instancia de SearXNG?</translation>
    </message>
    <message>
        <source>Web search through SearXNG needs the instance&apos;s URL: set LMARS_SEARXNG_URL.</source>
        <translation>La búsqueda web mediante SearXNG necesita la URL de la instancia: defina LMARS_SEARXNG_URL.</translation>
    </message>
    <message>
        <source>The web search query is empty.</source>
        <translation>La consulta de búsqueda web está vacía.</translation>
    </message>
    <message>
        <source>The SearXNG URL &quot;%1&quot; is not valid; check LMARS_SEARXNG_URL.</source>
        <translation>La URL de SearXNG &quot;%1&quot; no es válida; revise LMARS_SEARXNG_URL.</translation>
    </message>
    <message>
        <source>SearXNG at %1 refuses JSON: enable `json` under search.formats in its settings.yml.</source>
        <translation>SearXNG en %1 rechaza JSON: habilite `json` en search.formats de su settings.yml.</translation>
    </message>
    <message>
        <source>SearXNG at %1 is limiting requests (429): wait, or turn its limiter off for this client in its settings.yml.</source>
        <translation>SearXNG en %1 está limitando las solicitudes (429): espere, o desactive su limitador para este cliente en su settings.yml.</translation>
    </message>
    <message>
        <source>Web search (SearXNG at %1) failed: %2</source>
        <translation>La búsqueda web (SearXNG en %1) falló: %2</translation>
    </message>
</context>
<context>
    <name>SegmentIndexReader</name>
    <message>
        <source>The search index kept changing during the search; search again.</source>
        <translation>El índice de búsqueda cambió repetidamente durante la búsqueda; busque de nuevo.</translation>
    </message>
    <message>
        <source>This library&apos;s index was made by an earlier version, without the word positions that Terms-and-Connectors search (phrases, /s, /p, /n) needs. Indexing the library rebuilds it: the window does so when it starts, the command line with &quot;lmars-cli library index&quot;. Natural-language search works meanwhile.</source>
        <translation>El índice de esta biblioteca lo creó una versión anterior, sin las posiciones de las palabras que necesita la búsqueda de términos y conectores (frases, /s, /p, /n). Indexar la biblioteca lo reconstruye: la ventana lo hace al iniciarse, y la línea de comandos con &quot;lmars-cli library index&quot;. Mientras tanto, la búsqueda en lenguaje natural funciona.</translation>
    </message>
</context>
<context>
    <name>SegmentIndexWriter</name>
    <message>
        <source>The index could not add chunk %1.</source>
        <translation>El índice no pudo añadir el fragmento %1.</translation>
    </message>
</context>
<context>
    <name>SerperSource</name>
    <message>
        <source>Answer box</source>
        <translation>Cuadro de respuesta</translation>
    </message>
    <message>
        <source>Serper answered with something that is not a search result.</source>
        <translation>Serper respondió con algo que no es un resultado de búsqueda.</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key: set SERPER_API_KEY.</source>
        <translation>La búsqueda web necesita una clave de API de Serper: defina SERPER_API_KEY.</translation>
    </message>
    <message>
        <source>The web search query is empty.</source>
        <translation>La consulta de búsqueda web está vacía.</translation>
    </message>
    <message>
        <source>The Serper URL &quot;%1&quot; is not valid; check LMARS_SERPER_URL.</source>
        <translation>La URL de Serper &quot;%1&quot; no es válida; revise LMARS_SERPER_URL.</translation>
    </message>
    <message>
        <source>Serper rejected the API key; check SERPER_API_KEY.</source>
        <translation>Serper rechazó la clave de API; revise SERPER_API_KEY.</translation>
    </message>
    <message>
        <source>Web search (Serper) failed: %1</source>
        <translation>La búsqueda web (Serper) falló: %1</translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <source>The address has an empty setting after “?”; write them as name=value joined by “&amp;”.</source>
        <translation>La dirección tiene un parámetro vacío después de «?»; escríbalos como nombre=valor unidos por «&amp;».</translation>
    </message>
    <message>
        <source>Only postgresql:// addresses are understood (for example postgresql://db.firm.example/lmars).</source>
        <translation>Solo se admiten direcciones postgresql:// (por ejemplo postgresql://db.firm.example/lmars).</translation>
    </message>
    <message>
        <source>“%1” is not a setting: write a postgresql:// address or settings like host=db.firm.example dbname=lmars.</source>
        <translation>«%1» no es un parámetro: escriba una dirección postgresql:// o parámetros como host=db.firm.example dbname=lmars.</translation>
    </message>
</context>
<context>
    <name>ServerAdmin</name>
    <message>
        <source>%1 needs the lmars_admin role on the firm server; %2 does not have it.</source>
        <translation>%1 requiere el rol lmars_admin en el servidor del despacho; %2 no lo tiene.</translation>
    </message>
    <message>
        <source>A matter needs a name.</source>
        <translation>Un asunto necesita un nombre.</translation>
    </message>
    <message>
        <source>A matter named &quot;%1&quot; already exists.</source>
        <translation>Ya existe un asunto llamado «%1».</translation>
    </message>
    <message>
        <source>Creating a matter</source>
        <translation>Crear un asunto</translation>
    </message>
    <message>
        <source>No matter named &quot;%1&quot; that you may see on the firm server (&apos;lmars-cli server matter list&apos; lists yours).</source>
        <translation>No hay ningún asunto llamado «%1» que pueda ver en el servidor del despacho (&apos;lmars-cli server matter list&apos; muestra los suyos).</translation>
    </message>
    <message>
        <source>There is no user (PostgreSQL role) named &quot;%1&quot; on the firm server. Create it first: CREATE ROLE &quot;%1&quot; LOGIN IN ROLE lmars_user;</source>
        <translation>No hay ningún usuario (rol de PostgreSQL) llamado «%1» en el servidor del despacho. Créelo primero: CREATE ROLE &quot;%1&quot; LOGIN IN ROLE lmars_user;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an L-MARS user and you may not make them one. A database administrator runs: GRANT lmars_user TO &quot;%1&quot;;</source>
        <translation>«%1» no es usuario de L-MARS y usted no puede convertirlo en uno. Un administrador de la base de datos ejecuta: GRANT lmars_user TO &quot;%1&quot;;</translation>
    </message>
    <message>
        <source>Adding a member</source>
        <translation>Añadir un miembro</translation>
    </message>
    <message>
        <source>Removing a member</source>
        <translation>Quitar un miembro</translation>
    </message>
    <message>
        <source>There is no user (PostgreSQL role) named &quot;%1&quot; on the firm server.</source>
        <translation>No hay ningún usuario (rol de PostgreSQL) llamado «%1» en el servidor del despacho.</translation>
    </message>
    <message>
        <source>Adding an ethical wall</source>
        <translation>Añadir una barrera ética</translation>
    </message>
    <message>
        <source>Removing an ethical wall</source>
        <translation>Quitar una barrera ética</translation>
    </message>
    <message>
        <source>Reading the audit trail</source>
        <translation>Leer el registro de auditoría</translation>
    </message>
</context>
<context>
    <name>ServerCommands</name>
    <message>
        <source>The firm server: a PostgreSQL connection string or URI (default: LMARS_SERVER_URL).</source>
        <translation>El servidor del despacho: una cadena de conexión o URI de PostgreSQL (por defecto: LMARS_SERVER_URL).</translation>
    </message>
    <message>
        <source>Folder of the local databases.</source>
        <translation>Carpeta de las bases de datos locales.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>Imprime JSON.</translation>
    </message>
    <message>
        <source>The matter, by name.</source>
        <translation>El asunto, por nombre.</translation>
    </message>
    <message>
        <source>No firm server is configured: set LMARS_SERVER_URL (a PostgreSQL connection string or URI, e.g. postgresql://db.firm.example/lmars) or give --server.</source>
        <translation>No hay ningún servidor del despacho configurado: defina LMARS_SERVER_URL (una cadena de conexión o URI de PostgreSQL, p. ej. postgresql://db.firm.example/lmars) o indique --server.</translation>
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
        <translation>Uso: lmars-cli server &lt;subcomando&gt; [opciones]
  init [--text-search simple|english]   crea o actualiza el esquema (administrador de la base de datos)
  status                                 el servidor, la versión del esquema y su usuario
  matter create M | add-member M USER | remove-member M USER | list [--json]
  wall add M USER | remove M USER        barreras éticas (lmars_admin)
  audit [--matter M] [--user U] [--since DATE] [--json]   el registro de auditoría (lmars_admin)
  push [PATH...] --matter M              indexa archivos y carpetas en un asunto; sin ruta,
                                         sube la biblioteca local y el historial de sesiones
  search QUERY [--matter M] [--as-of DATE] [-k N] [--json]
  list [--matter M] [--json]             documentos en el servidor
  history [--matter M] [--json]          sesiones de investigación en el servidor
El servidor es LMARS_SERVER_URL o --server; la contraseña viene de LMARS_SERVER_PASSWORD, el llavero o ~/.pgpass.
</translation>
    </message>
    <message>
        <source>unknown server subcommand &quot;%1&quot;.

</source>
        <translation>subcomando de server desconocido «%1».

</translation>
    </message>
    <message>
        <source>Text search configuration of a new library: simple or english.</source>
        <translation>Configuración de búsqueda de texto de una biblioteca nueva: simple o english.</translation>
    </message>
    <message>
        <source>--text-search is simple or english, not &quot;%1&quot;.</source>
        <translation>--text-search es simple o english, no «%1».</translation>
    </message>
    <message>
        <source>The schema on %1 is up to date (version %2).
</source>
        <translation>El esquema de %1 está al día (versión %2).
</translation>
    </message>
    <message>
        <source>Created the L-MARS schema (version %1) on %2.
</source>
        <translation>Se creó el esquema de L-MARS (versión %1) en %2.
</translation>
    </message>
    <message>
        <source>Upgraded the schema on %1 from version %2 to %3.
</source>
        <translation>Se actualizó el esquema de %1 de la versión %2 a la %3.
</translation>
    </message>
    <message>
        <source>Server: %1
User: %2
Schema version: %3 (this version of L-MARS uses %4)
</source>
        <translation>Servidor: %1
Usuario: %2
Versión del esquema: %3 (esta versión de L-MARS usa la %4)
</translation>
    </message>
    <message>
        <source>create, add-member, remove-member or list</source>
        <translation>create, add-member, remove-member o list</translation>
    </message>
    <message>
        <source>usage: lmars-cli server matter create M | add-member M USER | remove-member M USER | list</source>
        <translation>uso: lmars-cli server matter create M | add-member M USER | remove-member M USER | list</translation>
    </message>
    <message>
        <source>Created matter &quot;%1&quot;.
</source>
        <translation>Se creó el asunto «%1».
</translation>
    </message>
    <message>
        <source>%1 is a member of &quot;%2&quot;.
</source>
        <translation>%1 es miembro de «%2».
</translation>
    </message>
    <message>
        <source>%1 is no longer a member of &quot;%2&quot;.
</source>
        <translation>%1 ya no es miembro de «%2».
</translation>
    </message>
    <message>
        <source>No matters you may see.
</source>
        <translation>No hay asuntos que pueda ver.
</translation>
    </message>
    <message>
        <source>members: %1</source>
        <translation>miembros: %1</translation>
    </message>
    <message>
        <source>walled: %1</source>
        <translation>con barrera: %1</translation>
    </message>
    <message>
        <source>add or remove</source>
        <translation>add o remove</translation>
    </message>
    <message>
        <source>usage: lmars-cli server wall add|remove MATTER USER</source>
        <translation>uso: lmars-cli server wall add|remove MATTER USER</translation>
    </message>
    <message>
        <source>%1 is walled off from &quot;%2&quot;: its documents, sessions and search hits are hidden from them.
</source>
        <translation>%1 queda aislado de «%2»: sus documentos, sesiones y resultados de búsqueda le quedan ocultos.
</translation>
    </message>
    <message>
        <source>The wall between %1 and &quot;%2&quot; is removed.
</source>
        <translation>Se eliminó la barrera entre %1 y «%2».
</translation>
    </message>
    <message>
        <source>There was no wall between %1 and &quot;%2&quot;.
</source>
        <translation>No había ninguna barrera entre %1 y «%2».
</translation>
    </message>
    <message>
        <source>Only this user&apos;s rows.</source>
        <translation>Solo las filas de este usuario.</translation>
    </message>
    <message>
        <source>Only rows from this day (yyyy-MM-dd) or time on.</source>
        <translation>Solo las filas desde este día (aaaa-MM-dd) u hora.</translation>
    </message>
    <message>
        <source>At most this many rows.</source>
        <translation>Como máximo este número de filas.</translation>
    </message>
    <message>
        <source>--since needs a date (yyyy-MM-dd) or an ISO 8601 time, not &quot;%1&quot;.</source>
        <translation>--since necesita una fecha (aaaa-MM-dd) o una hora ISO 8601, no «%1».</translation>
    </message>
    <message>
        <source>--limit needs a positive number.</source>
        <translation>--limit necesita un número positivo.</translation>
    </message>
    <message>
        <source>Standby: %1 serves reads (%2 bytes behind)
</source>
        <translation>En espera: %1 atiende lecturas (%2 bytes por detrás)
</translation>
    </message>
    <message>
        <source>Standby: %1 does not serve reads: %2
</source>
        <translation>En espera: %1 no atiende lecturas: %2
</translation>
    </message>
</context>
<context>
    <name>ServerDocumentWriter</name>
    <message>
        <source>A document needs its content hash.</source>
        <translation>Un documento necesita su hash de contenido.</translation>
    </message>
</context>
<context>
    <name>ServerLibraryBackend</name>
    <message>
        <source>On the firm server every document and session belongs to a matter: choose one (--matter NAME; &apos;lmars-cli server matter list&apos; lists yours).</source>
        <translation>En el servidor del despacho cada documento y sesión pertenece a un asunto: elija uno (--matter NOMBRE; &apos;lmars-cli server matter list&apos; muestra los suyos).</translation>
    </message>
    <message>
        <source>The firm server does not answer Terms-and-Connectors searches yet (quoted phrases, &amp;, /s, /n, !, …). Search without them, or choose natural language (--syntax natural) to search the same words ranked by relevance.</source>
        <translation>El servidor del despacho todavía no responde a búsquedas de términos y conectores (frases entre comillas, &amp;, /s, /n, !, …). Busque sin ellos o elija lenguaje natural (--syntax natural) para buscar las mismas palabras ordenadas por relevancia.</translation>
    </message>
    <message>
        <source>Searched by words only: no embedding provider is configured, and the firm server&apos;s vectors come from one.</source>
        <translation>Búsqueda solo por palabras: no hay ningún proveedor de embeddings configurado, y los vectores del servidor del despacho proceden de uno.</translation>
    </message>
    <message>
        <source>Searched by words only: the firm server&apos;s vectors could not be read (%1).</source>
        <translation>Búsqueda solo por palabras: no se pudieron leer los vectores del servidor del despacho (%1).</translation>
    </message>
    <message>
        <source>Searched by words only: the firm server has no vectors of %1 for the matters searched yet (&apos;lmars-cli server push&apos; builds them).</source>
        <translation>Búsqueda solo por palabras: el servidor del despacho aún no tiene vectores de %1 para los asuntos buscados (&apos;lmars-cli server push&apos; los genera).</translation>
    </message>
</context>
<context>
    <name>ServerLibraryCommands</name>
    <message>
        <source>Print JSON.</source>
        <translation>Imprime JSON.</translation>
    </message>
    <message>
        <source>The matter, by name.</source>
        <translation>El asunto, por nombre.</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 already on the server, %4 failed (%5 MB).
</source>
        <translation>%1: %2 añadidos, %3 ya en el servidor, %4 fallidos (%5 MB).
</translation>
    </message>
    <message>
        <source>Files and folders; none: the local library and history.</source>
        <translation>Archivos y carpetas; ninguno: la biblioteca y el historial locales.</translation>
    </message>
    <message>
        <source>server push needs --matter M: every document belongs to a matter.</source>
        <translation>server push necesita --matter M: todo documento pertenece a un asunto.</translation>
    </message>
    <message>
        <source>skipped %1: %2
</source>
        <translation>se omitió %1: %2
</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Local library</source>
        <translation>Biblioteca local</translation>
    </message>
    <message>
        <source>There is no local library to upload.
</source>
        <translation>No hay biblioteca local que subir.
</translation>
    </message>
    <message>
        <source>Session history: %1 uploaded, %2 already on the server.
</source>
        <translation>Historial de sesiones: %1 subidas, %2 ya en el servidor.
</translation>
    </message>
    <message>
        <source>The words to search for.</source>
        <translation>Las palabras que buscar.</translation>
    </message>
    <message>
        <source>Only passages valid on this day (yyyy-MM-dd).</source>
        <translation>Solo pasajes vigentes en este día (aaaa-MM-dd).</translation>
    </message>
    <message>
        <source>How many passages.</source>
        <translation>Cuántos pasajes.</translation>
    </message>
    <message>
        <source>server search needs a query.</source>
        <translation>server search necesita una consulta.</translation>
    </message>
    <message>
        <source>-k needs a positive number.</source>
        <translation>-k necesita un número positivo.</translation>
    </message>
    <message>
        <source>No passages match.
</source>
        <translation>Ningún pasaje coincide.
</translation>
    </message>
    <message>
        <source>, page %1</source>
        <translation>, página %1</translation>
    </message>
    <message>
        <source>No documents you may see on the server.
</source>
        <translation>No hay documentos que pueda ver en el servidor.
</translation>
    </message>
    <message>
        <source>%1  %2  (%3 passages, added by %4)
</source>
        <translation>%1  %2  (%3 pasajes, añadido por %4)
</translation>
    </message>
    <message>
        <source>No sessions you may see on the server.
</source>
        <translation>No hay sesiones que pueda ver en el servidor.
</translation>
    </message>
    <message>
        <source>Sessions waiting on this computer: %1 sent, %2 still waiting.
</source>
        <translation>Sesiones en espera en este equipo: %1 enviadas, %2 todavía en espera.
</translation>
    </message>
    <message>
        <source> (read by OCR, confidence %1%)</source>
        <translation> (leído por OCR, confianza %1%)</translation>
    </message>
    <message>
        <source>Connected in %1 ms.
</source>
        <translation>Conectado en %1 ms.
</translation>
    </message>
    <message>
        <source>Chunks written in one transaction (default %1): an interrupted push keeps the batches it finished.</source>
        <translation>Fragmentos escritos en una sola transacción (por defecto %1): un envío interrumpido conserva los lotes que terminó.</translation>
    </message>
    <message>
        <source>--batch-chunks needs a whole number of chunks, 1 or more.</source>
        <translation>--batch-chunks necesita un número entero de fragmentos, 1 o más.</translation>
    </message>
    <message>
        <source>Also search the server&apos;s vectors by meaning and fuse (on), or by words only (off); default: the setting LMARS_LIBRARY_DENSE. The vectors come from the configured embedding provider.</source>
        <translation>Buscar también por significado en los vectores del servidor y fusionar (on), o solo por palabras (off); por defecto: el ajuste LMARS_LIBRARY_DENSE. Los vectores proceden del proveedor de embeddings configurado.</translation>
    </message>
</context>
<context>
    <name>ServerPush</name>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 no es ni un archivo ni una carpeta.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The document is not indexed.</source>
        <translation>El documento no está indexado.</translation>
    </message>
</context>
<context>
    <name>ServerSchema</name>
    <message>
        <source>The firm server&apos;s schema is version %1, newer than this version of L-MARS understands (%2). Update L-MARS on this computer before using the server.</source>
        <translation>El esquema del servidor del despacho es la versión %1, más reciente de lo que entiende esta versión de L-MARS (%2). Actualice L-MARS en este equipo antes de usar el servidor.</translation>
    </message>
    <message>
        <source>The firm server has no L-MARS schema yet. An administrator runs &apos;lmars-cli server init&apos; once.</source>
        <translation>El servidor del despacho aún no tiene el esquema de L-MARS. Un administrador ejecuta una vez &apos;lmars-cli server init&apos;.</translation>
    </message>
    <message>
        <source>The firm server&apos;s schema is version %1; this version of L-MARS needs %2. An administrator runs &apos;lmars-cli server init&apos; to upgrade it.</source>
        <translation>El esquema del servidor del despacho es la versión %1; esta versión de L-MARS necesita la %2. Un administrador ejecuta &apos;lmars-cli server init&apos; para actualizarlo.</translation>
    </message>
    <message>
        <source>The firm server names an unknown text search configuration &quot;%1&quot;.</source>
        <translation>El servidor del despacho indica una configuración de búsqueda de texto desconocida «%1».</translation>
    </message>
</context>
<context>
    <name>ServerSegmentWriter</name>
    <message>
        <source>The firm server&apos;s chunk ids have outgrown the search index (%1).</source>
        <translation>Los identificadores de fragmentos del servidor del despacho superan lo que admite el índice de búsqueda (%1).</translation>
    </message>
    <message>
        <source>The firm server sent a chunk&apos;s terms in a form this version of L-MARS does not read (chunk %1).</source>
        <translation>El servidor del despacho envió los términos de un fragmento en una forma que esta versión de L-MARS no lee (fragmento %1).</translation>
    </message>
</context>
<context>
    <name>ServerSessionArchive</name>
    <message>
        <source>The firm server holds an unreadable session %1.</source>
        <translation>El servidor del despacho contiene una sesión ilegible %1.</translation>
    </message>
</context>
<context>
    <name>ServerSessionBackend</name>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>No hay ninguna sesión con el id &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The session &quot;%1&quot; has no matter, and the firm server keeps sessions by matter: it stays on this computer (&apos;lmars-cli server push --matter NAME&apos; files it under NAME).</source>
        <translation>La sesión &quot;%1&quot; no tiene asunto y el servidor del despacho guarda las sesiones por asunto: se queda en este equipo (&apos;lmars-cli server push --matter NOMBRE&apos; la archiva en NOMBRE).</translation>
    </message>
    <message>
        <source>The firm server already holds a session with id %1 that you may not see.</source>
        <translation>El servidor del despacho ya tiene una sesión con el id %1 que usted no puede ver.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; matches several sessions; give more of the id.</source>
        <translation>&quot;%1&quot; coincide con varias sesiones; indique más caracteres del id.</translation>
    </message>
</context>
<context>
    <name>ServerVectorBuilder</name>
    <message>
        <source>The firm server&apos;s vectors come from an embedding provider, and none is configured (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL).</source>
        <translation>Los vectores del servidor del despacho proceden de un proveedor de embeddings, y no hay ninguno configurado (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL).</translation>
    </message>
    <message>
        <source>Building the firm server&apos;s vectors was cancelled.</source>
        <translation>Se canceló la generación de los vectores del servidor del despacho.</translation>
    </message>
</context>
<context>
    <name>ServerVectorStore</name>
    <message>
        <source>%1 vectors for %2 passages.</source>
        <translation>%1 vectores para %2 pasajes.</translation>
    </message>
</context>
<context>
    <name>ServerVectorsCli</name>
    <message>
        <source>Vectors: not built: the firm server&apos;s vectors come from an embedding provider, and none is configured (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL). Searches use words only.
</source>
        <translation>Vectores: no generados: los vectores del servidor del despacho proceden de un proveedor de embeddings, y no hay ninguno configurado (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL). Las búsquedas usan solo palabras.
</translation>
    </message>
    <message>
        <source>Vectors: embedding the matter&apos;s new passages with %1…
</source>
        <translation>Vectores: generando los embeddings de los pasajes nuevos del asunto con %1…
</translation>
    </message>
    <message>
        <source>Building the vectors stopped; the next push goes on from there. The text is on the server and searchable by words.
</source>
        <translation>La generación de los vectores se detuvo; el próximo envío continúa desde ahí. El texto está en el servidor y se puede buscar por palabras.
</translation>
    </message>
    <message>
        <source>Vectors: not complete: %1. The text is on the server and searchable by words; the next push goes on from there.
</source>
        <translation>Vectores: incompletos: %1. El texto está en el servidor y se puede buscar por palabras; el próximo envío continúa desde ahí.
</translation>
    </message>
    <message>
        <source>Vectors: none searched (no embedding provider is configured; searches use words only)</source>
        <translation>Vectores: ninguno en uso (no hay proveedor de embeddings configurado; las búsquedas usan solo palabras)</translation>
    </message>
    <message>
        <source>Vectors: could not be counted (%1)</source>
        <translation>Vectores: no se pudieron contar (%1)</translation>
    </message>
    <message>
        <source>No passages match.
</source>
        <translation>Ningún pasaje coincide.
</translation>
    </message>
    <message>
        <source> [found by %1]</source>
        <translation> [encontrado por %1]</translation>
    </message>
</context>
<context>
    <name>SessionExport</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modelo juez</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Punto de conexión</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>Máximo de iteraciones</translation>
    </message>
    <message>
        <source>Results per query</source>
        <translation>Resultados por consulta</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>Páginas leídas</translation>
    </message>
    <message>
        <source>Follow-up questions</source>
        <translation>Preguntas de seguimiento</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>A fecha de</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>%1, page %2</source>
        <translation>%1, página %2</translation>
    </message>
    <message>
        <source>research</source>
        <translation>investigación</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>about %1</source>
        <extracomment>A date computed from a relative one (&quot;1 day ago&quot;) and the time of the search; %1 is yyyy-mm-dd.</extracomment>
        <translation>hacia el %1</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Web (SearXNG)</source>
        <translation>Web (SearXNG)</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>Jurisprudencia</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>Mis documentos</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>Registro Federal</translation>
    </message>
    <message>
        <source>eCFR</source>
        <translation>eCFR</translation>
    </message>
    <message>
        <source>U.S. Code</source>
        <translation>Código de EE. UU.</translation>
    </message>
    <message>
        <source>OpenAI-compatible</source>
        <translation>Compatible con OpenAI</translation>
    </message>
    <message>
        <source>%1 (the date you chose)</source>
        <translation>%1 (la fecha que eligió)</translation>
    </message>
    <message>
        <source>%1 (from the question)</source>
        <translation>%1 (según la pregunta)</translation>
    </message>
    <message>
        <source>%1 (the day of the research)</source>
        <translation>%1 (el día de la investigación)</translation>
    </message>
    <message>
        <source>Answer format</source>
        <translation>Formato de respuesta</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>Jurisdicción</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>Asunto</translation>
    </message>
    <message>
        <source>Searched as of</source>
        <translation>Búsqueda a fecha de</translation>
    </message>
    <message>
        <source>A PDF needs a renderer; it is not written as text.</source>
        <translation>Un PDF necesita un motor de maquetación; no se escribe como texto.</translation>
    </message>
</context>
<context>
    <name>SessionRecheck</name>
    <message>
        <source>Not checked: the check was stopped.</source>
        <translation>No comprobada: la comprobación se detuvo.</translation>
    </message>
    <message numerus="yes">
        <source>%n citation(s) re-checked</source>
        <translation>
            <numerusform>%n cita comprobada de nuevo</numerusform>
            <numerusform>%n citas comprobadas de nuevo</numerusform>
        </translation>
    </message>
    <message>
        <source>the session was saved without a citation check, so every status is new.</source>
        <translation>la sesión se guardó sin comprobación de citas, así que todos los estados son nuevos.</translation>
    </message>
    <message>
        <source>nothing changed since the session was saved.</source>
        <translation>nada ha cambiado desde que se guardó la sesión.</translation>
    </message>
    <message numerus="yes">
        <source>%n changed since the session was saved.</source>
        <translation>
            <numerusform>%n ha cambiado desde que se guardó la sesión.</numerusform>
            <numerusform>%n han cambiado desde que se guardó la sesión.</numerusform>
        </translation>
    </message>
    <message>
        <source>new: %1</source>
        <translation>nuevo: %1</translation>
    </message>
    <message>
        <source>unchanged: %1</source>
        <translation>sin cambios: %1</translation>
    </message>
    <message>
        <source>The re-check was stopped before it finished.</source>
        <translation>La nueva comprobación se detuvo antes de terminar.</translation>
    </message>
</context>
<context>
    <name>SessionStore</name>
    <message>
        <source>There is no session with id &quot;%1&quot;.</source>
        <translation>No existe ninguna sesión con el ID &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>No path was given for the session database.</source>
        <translation>No se indicó ninguna ruta para la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the session database.</source>
        <translation>No se puede crear la carpeta %1 para la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>A session needs a non-empty id.</source>
        <translation>Una sesión necesita un ID no vacío.</translation>
    </message>
    <message>
        <source>A session with id &quot;%1&quot; already exists.</source>
        <translation>Ya existe una sesión con el ID &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The saved trajectory of session &quot;%1&quot; is damaged.</source>
        <translation>La trayectoria guardada de la sesión &quot;%1&quot; está dañada.</translation>
    </message>
    <message>
        <source>No session id was given.</source>
        <translation>No se indicó ningún ID de sesión.</translation>
    </message>
    <message>
        <source>No session has the id &quot;%1&quot;; a prefix needs at least %2 characters.</source>
        <translation>Ninguna sesión tiene el ID &quot;%1&quot;; un prefijo necesita al menos %2 caracteres.</translation>
    </message>
    <message>
        <source>No session id starts with &quot;%1&quot;.</source>
        <translation>Ningún ID de sesión empieza por &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The prefix &quot;%1&quot; is ambiguous; it matches %2. Give more characters.</source>
        <translation>El prefijo &quot;%1&quot; es ambiguo; coincide con %2. Indique más caracteres.</translation>
    </message>
</context>
<context>
    <name>SourceCitation</name>
    <message>
        <source>%1, p. %2</source>
        <translation>%1, pág. %2</translation>
    </message>
    <message>
        <source>United States Congress</source>
        <translation>Congreso de los Estados Unidos</translation>
    </message>
</context>
<context>
    <name>SourceFactory</name>
    <message>
        <source>Unknown source &quot;%1&quot;. Known sources: %2.</source>
        <translation>Fuente desconocida &quot;%1&quot;. Fuentes conocidas: %2.</translation>
    </message>
    <message>
        <source>Web search is off. %1</source>
        <translation>La búsqueda web está desactivada. %1</translation>
    </message>
    <message>
        <source>Case law searches CourtListener anonymously (100 requests a day); set COURTLISTENER_API_TOKEN for more.</source>
        <translation>La jurisprudencia se busca en CourtListener de forma anónima (100 solicitudes al día); defina COURTLISTENER_API_TOKEN para más.</translation>
    </message>
    <message>
        <source>Your document library is empty: add documents with &quot;lmars-cli library add PATH&quot; first.</source>
        <translation>Su biblioteca de documentos está vacía: primero añada documentos con &quot;lmars-cli library add PATH&quot;.</translation>
    </message>
    <message>
        <source>SearXNG search needs the instance&apos;s URL: set LMARS_SEARXNG_URL (environment or .env), for example http://localhost:8080.</source>
        <translation>La búsqueda con SearXNG necesita la URL de la instancia: defina LMARS_SEARXNG_URL (entorno o .env), por ejemplo http://localhost:8080.</translation>
    </message>
    <message>
        <source>Web search uses Serper because SERPER_API_KEY is set; the SearXNG instance at %1 is not used (ask for it with --sources searxng).</source>
        <translation>La búsqueda web usa Serper porque SERPER_API_KEY está definida; la instancia de SearXNG en %1 no se usa (solicítela con --sources searxng).</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key or a SearXNG instance: set SERPER_API_KEY or LMARS_SEARXNG_URL (environment or .env).</source>
        <translation>La búsqueda web necesita una clave de API de Serper o una instancia de SearXNG: defina SERPER_API_KEY o LMARS_SEARXNG_URL (entorno o .env).</translation>
    </message>
    <message>
        <source>No search source is available: set SERPER_API_KEY or LMARS_SEARXNG_URL for web search, or include caselaw in --sources.</source>
        <translation>No hay ninguna fuente de búsqueda disponible: defina SERPER_API_KEY o LMARS_SEARXNG_URL para la búsqueda web, o incluya caselaw en --sources.</translation>
    </message>
    <message>
        <source>Your document library is empty, so it is not searched.</source>
        <translation>Su biblioteca de documentos está vacía, así que no se consulta.</translation>
    </message>
    <message>
        <source>The U.S. Code is read by citation (for example &quot;42 U.S.C. § 1983&quot;); set GOVINFO_API_KEY to search it by words.</source>
        <translation>El Código de los Estados Unidos se lee por cita (por ejemplo &quot;42 U.S.C. § 1983&quot;); defina GOVINFO_API_KEY para buscarlo por palabras.</translation>
    </message>
    <message>
        <source>The document library has not been indexed yet (run &apos;lmars-cli library index&apos;).</source>
        <translation>La biblioteca de documentos aún no se ha indexado (ejecute &apos;lmars-cli library index&apos;).</translation>
    </message>
    <message>
        <source>Case law searches CourtListener anonymously (100 requests a day); add a CourtListener token in Settings → Search for more.</source>
        <translation>La jurisprudencia se busca en CourtListener de forma anónima (100 consultas al día); añada un token de CourtListener en Configuración → Búsqueda para más.</translation>
    </message>
</context>
<context>
    <name>SourceIcons</name>
    <message>
        <source>W</source>
        <comment>web source icon letter</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>C</source>
        <comment>case law icon letter</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>D</source>
        <comment>my document icon letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>O</source>
        <comment>official source icon letter</comment>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>SqliteSegmentStore</name>
    <message>
        <source>The library index is damaged: a segment cannot be read.</source>
        <translation>El índice de la biblioteca está dañado: no se puede leer un segmento.</translation>
    </message>
</context>
<context>
    <name>Statement</name>
    <message>
        <source>The session database failed: %1</source>
        <translation>Falló la base de datos de sesiones: %1</translation>
    </message>
    <message>
        <source>Stepping a statement that was never prepared.</source>
        <translation>Se intentó ejecutar una instrucción que nunca se preparó.</translation>
    </message>
    <message>
        <source>The session database failed: cannot bind parameter %1 (%2).</source>
        <translation>Falló la base de datos de sesiones: no se puede enlazar el parámetro %1 (%2).</translation>
    </message>
</context>
<context>
    <name>StatuteLibraryExport</name>
    <message>
        <source>Cannot read the articles %1: %2.</source>
        <translation>No se pueden leer los artículos %1: %2.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <source>%1, line %2: an article needs article_no and text.</source>
        <translation>%1, línea %2: un artículo necesita article_no y text.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>%1 holds no articles.</source>
        <translation>%1 no contiene artículos.</translation>
    </message>
</context>
<context>
    <name>SummaryAgent</name>
    <message>
        <source>This is legal information drawn from the cited sources, not legal advice. Laws change and their application depends on the facts; confirm with a qualified lawyer in your jurisdiction before acting.</source>
        <translation>Esta es información jurídica extraída de las fuentes citadas, no asesoramiento jurídico. Las leyes cambian y su aplicación depende de los hechos; confirme con un abogado cualificado de su jurisdicción antes de actuar.</translation>
    </message>
    <message>
        <source>The model returned an empty answer.</source>
        <translation>El modelo devolvió una respuesta vacía.</translation>
    </message>
    <message>
        <source>The model used its whole output limit before writing any answer (its reasoning took all of it). Raise LMARS_LLM_MAX_TOKENS or choose a model that thinks less.</source>
        <translation>El modelo agotó su límite de salida antes de escribir ninguna respuesta (su razonamiento lo consumió por completo). Aumente LMARS_LLM_MAX_TOKENS o elija un modelo que razone menos.</translation>
    </message>
    <message>
        <source>The revision was interrupted: %1</source>
        <translation>La revisión se interrumpió: %1</translation>
    </message>
    <message>
        <source>The model returned an empty revision.</source>
        <translation>El modelo devolvió una revisión vacía.</translation>
    </message>
</context>
<context>
    <name>TableOfAuthorities</name>
    <message>
        <source>Cases</source>
        <translation>Jurisprudencia</translation>
    </message>
    <message>
        <source>Statutes</source>
        <translation>Leyes</translation>
    </message>
    <message>
        <source>Regulations</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <source>Other Authorities</source>
        <translation>Otras fuentes</translation>
    </message>
    <message>
        <source>Table of Authorities: %1</source>
        <translation>Índice de fuentes citadas: %1</translation>
    </message>
    <message>
        <source>The document cites no authority the citation reader recognizes.</source>
        <translation>El documento no cita ninguna fuente que el lector de citas reconozca.</translation>
    </message>
    <message>
        <source>The document has no pages: no page numbers are given.</source>
        <translation>El documento no tiene páginas: no se indican números de página.</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobación</translation>
    </message>
    <message>
        <source>%1: the table of authorities is written as .docx, .md, .html or .json.</source>
        <translation>%1: el índice de fuentes citadas se escribe como .docx, .md, .html o .json.</translation>
    </message>
</context>
<context>
    <name>TaskCommands</name>
    <message>
        <source>Run LegalSearch-R1 or LegalAgentBench tasks through one condition and score each as its benchmark does; one JSON line per task.</source>
        <translation>Ejecuta tareas de LegalSearch-R1 o LegalAgentBench con una condición y puntúa cada una como lo hace su benchmark; una línea JSON por tarea.</translation>
    </message>
    <message>
        <source>The tasks (JSON lines or array): LegalSearch-R1 (id, type, question, answer, system_prompt, task_prompt) or LegalAgentBench (question, answer, key, key_middle).</source>
        <translation>Las tareas (líneas JSON o arreglo): LegalSearch-R1 (id, type, question, answer, system_prompt, task_prompt) o LegalAgentBench (question, answer, key, key_middle).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>closed-book (the model alone), simple, multi or evidence (research first).</source>
        <translation>closed-book (solo el modelo), simple, multi o evidence (primero la investigación).</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>condición</translation>
    </message>
    <message>
        <source>Only these task types (comma-separated).</source>
        <translation>Solo estos tipos de tarea (separados por comas).</translation>
    </message>
    <message>
        <source>list</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>Only the first N tasks (after --types).</source>
        <translation>Solo las primeras N tareas (después de --types).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Results file (JSON lines); default tasks-CONDITION.jsonl.</source>
        <translation>Archivo de resultados (líneas JSON); por defecto tasks-CONDITION.jsonl.</translation>
    </message>
    <message>
        <source>Tasks at once (1-16).</source>
        <translation>Tareas a la vez (1-16).</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Comma-separated sources: web, searxng, caselaw, local.</source>
        <translation>Fuentes separadas por comas: web, searxng, caselaw, local.</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>proveedor</translation>
    </message>
    <message>
        <source>Model name.</source>
        <translation>Nombre del modelo.</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>The lcs judge&apos;s model (same provider); default: the evaluated model.</source>
        <translation>El modelo del juez de lcs (mismo proveedor); por defecto, el modelo evaluado.</translation>
    </message>
    <message>
        <source>The law as of this day (YYYY-MM-DD) for every task; default: the date each question states.</source>
        <translation>El derecho vigente en este día (AAAA-MM-DD) para todas las tareas; por defecto, la fecha que indica cada pregunta.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>Folder of the databases.</source>
        <translation>Carpeta de las bases de datos.</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;.</source>
        <translation>argumento inesperado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--dataset FILE is required.</source>
        <translation>Se requiere --dataset FILE.</translation>
    </message>
    <message>
        <source>--condition must be one of: closed-book, simple, multi, evidence.</source>
        <translation>--condition debe ser una de: closed-book, simple, multi, evidence.</translation>
    </message>
    <message>
        <source>--limit must be a positive number.</source>
        <translation>--limit debe ser un número positivo.</translation>
    </message>
    <message>
        <source>--concurrency must be a number from 1 to 16.</source>
        <translation>--concurrency debe ser un número del 1 al 16.</translation>
    </message>
    <message>
        <source>no task of the types %1 in %2.</source>
        <translation>no hay tareas de los tipos %1 en %2.</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>nota: %1</translation>
    </message>
    <message>
        <source>Evaluating %1 tasks of %2 · %3 · %4 · results in %5</source>
        <translation>Evaluando %1 tareas de %2 · %3 · %4 · resultados en %5</translation>
    </message>
    <message>
        <source>[%1/%2] %3: failed: %4</source>
        <translation>[%1/%2] %3: falló: %4</translation>
    </message>
    <message>
        <source>[%1/%2] %3 (%4): score %5</source>
        <translation>[%1/%2] %3 (%4): puntuación %5</translation>
    </message>
    <message>
        <source>Cancelled. %1 results are in %2.</source>
        <translation>Cancelado. Hay %1 resultados en %2.</translation>
    </message>
    <message>
        <source>every task failed; first error: %1</source>
        <translation>todas las tareas fallaron; primer error: %1</translation>
    </message>
    <message>
        <source>Write statute articles with validity windows (LegalSearch-R1&apos;s derived/civil_code_articles.jsonl) as a library folder: one Markdown file per article with effective_from / effective_to.</source>
        <translation>Escribe artículos de ley con sus periodos de vigencia (derived/civil_code_articles.jsonl de LegalSearch-R1) como una carpeta de biblioteca: un archivo Markdown por artículo con effective_from / effective_to.</translation>
    </message>
    <message>
        <source>The articles (JSON lines).</source>
        <translation>Los artículos (líneas JSON).</translation>
    </message>
    <message>
        <source>The folder to write (created if missing).</source>
        <translation>La carpeta donde escribir (se crea si no existe).</translation>
    </message>
    <message>
        <source>--articles FILE and --out DIR are required.</source>
        <translation>Se requieren --articles FILE y --out DIR.</translation>
    </message>
    <message>
        <source>%1 articles written to %2 (%3 still in force). Index them with &quot;lmars-cli library index --library %2&quot;, then research over them with &quot;eval tasks --sources local&quot;.</source>
        <translation>%1 artículos escritos en %2 (%3 todavía vigentes). Indéxelos con &quot;lmars-cli library index --library %2&quot; y luego investigue sobre ellos con &quot;eval tasks --sources local&quot;.</translation>
    </message>
    <message>
        <source>Model provider: %1.</source>
        <translation>Proveedor del modelo: %1.</translation>
    </message>
</context>
<context>
    <name>TaskDataset</name>
    <message>
        <source>Cannot read the dataset %1: %2.</source>
        <translation>No se puede leer el conjunto de datos %1: %2.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON.</source>
        <translation>%1 no es JSON válido.</translation>
    </message>
    <message>
        <source>item %1</source>
        <translation>elemento %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>is not a JSON object.</source>
        <translation>no es un objeto JSON.</translation>
    </message>
    <message>
        <source>&quot;id&quot; is missing or empty.</source>
        <translation>falta &quot;id&quot; o está vacío.</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used by an earlier task too.</source>
        <translation>el id &quot;%1&quot; ya lo usa una tarea anterior.</translation>
    </message>
    <message>
        <source>&quot;question&quot; is missing or empty.</source>
        <translation>falta &quot;question&quot; o está vacío.</translation>
    </message>
    <message>
        <source>&quot;key&quot; must be a string or an array of strings (the facts the answer must state).</source>
        <translation>&quot;key&quot; debe ser una cadena o un arreglo de cadenas (los hechos que la respuesta debe indicar).</translation>
    </message>
    <message>
        <source>unknown task type &quot;%1&quot;; the types are %2.</source>
        <translation>tipo de tarea desconocido &quot;%1&quot;; los tipos son %2.</translation>
    </message>
    <message>
        <source>&quot;answer&quot; is missing or empty.</source>
        <translation>falta &quot;answer&quot; o está vacío.</translation>
    </message>
    <message>
        <source>%1 holds no tasks.</source>
        <translation>%1 no contiene tareas.</translation>
    </message>
</context>
<context>
    <name>TaskReport</name>
    <message>
        <source>task type · metric</source>
        <translation>tipo de tarea · métrica</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>condición</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>tasks</source>
        <translation>tareas</translation>
    </message>
    <message>
        <source>failed (score 0)</source>
        <translation>fallidas (puntuación 0)</translation>
    </message>
    <message>
        <source>%1 · n</source>
        <translation>%1 · n</translation>
    </message>
    <message>
        <source>%1 · score</source>
        <translation>%1 · puntuación</translation>
    </message>
    <message>
        <source>U-Score paper (lower better)</source>
        <translation>U-Score artículo (más bajo, mejor)</translation>
    </message>
    <message>
        <source>latency mean s</source>
        <translation>latencia media (s)</translation>
    </message>
    <message>
        <source>tokens / task</source>
        <translation>tokens / tarea</translation>
    </message>
    <message>
        <source>Score: accuracy for the letter, charge and exact types; ROUGE-L for lar; the judge&apos;s 0-1 for lcs; the success rate for LegalAgentBench tasks (processRate beside it). Failed tasks score 0.</source>
        <translation>Puntuación: exactitud para los tipos de letras, de delitos y exactos; ROUGE-L para lar; el 0-1 del juez para lcs; la tasa de éxito para las tareas de LegalAgentBench (processRate a su lado). Las tareas fallidas puntúan 0.</translation>
    </message>
</context>
<context>
    <name>TaskRunner</name>
    <message>
        <source>The library condition is for MASLegalBench questions (eval mcq).</source>
        <translation>La condición library es para las preguntas de MASLegalBench (eval mcq).</translation>
    </message>
    <message numerus="yes">
        <source>Replay lacks %n recorded response(s); first: %1</source>
        <translation>
            <numerusform>Falta %n respuesta registrada en la reproducción: %1</numerusform>
            <numerusform>Faltan %n respuestas registradas en la reproducción; la primera: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already holds results: choose another --out file.</source>
        <translation>%1 ya contiene resultados: elija otro archivo --out.</translation>
    </message>
</context>
<context>
    <name>TextDecoder</name>
    <message>
        <source>The file is not text (it contains binary data).</source>
        <translation>El archivo no es de texto (contiene datos binarios).</translation>
    </message>
    <message>
        <source>The file is in the %1 encoding, which cannot be decoded here; save it as UTF-8 and add it again.</source>
        <translation>El archivo está en la codificación %1, que no se puede descodificar aquí; guárdelo como UTF-8 y vuelva a añadirlo.</translation>
    </message>
    <message>
        <source>The text&apos;s encoding was guessed as %1 (confidence %2%); if it reads wrong, save the file as UTF-8.</source>
        <translation>Se supuso que la codificación del texto es %1 (confianza %2%); si se lee mal, guarde el archivo como UTF-8.</translation>
    </message>
    <message>
        <source>The file is in a stateful ISO-2022 encoding that could not be decoded; save it as UTF-8 and add it again.</source>
        <translation>El archivo está en una codificación ISO-2022 con estado que no se pudo descodificar; guárdelo como UTF-8 y vuelva a añadirlo.</translation>
    </message>
    <message>
        <source>The text&apos;s encoding could not be detected; it was read as Windows-1252, so accented or non-Latin letters may be wrong.</source>
        <translation>No se pudo detectar la codificación del texto; se leyó como Windows-1252, así que las letras acentuadas o no latinas pueden estar mal.</translation>
    </message>
</context>
<context>
    <name>TimelineCardRenderer</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>analysing…</source>
        <translation>analizando…</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>Jurisdicción</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>A fecha de</translation>
    </message>
    <message>
        <source>Parties</source>
        <translation>Partes</translation>
    </message>
    <message>
        <source>Urgency</source>
        <translation>Urgencia</translation>
    </message>
    <message numerus="yes">
        <source>%n search(es) planned.</source>
        <translation>
            <numerusform>%n búsqueda planificada.</numerusform>
            <numerusform>%n búsquedas planificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration %1</source>
        <translation>Iteración %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>sufficient</source>
        <translation>suficiente</translation>
    </message>
    <message>
        <source>insufficient</source>
        <translation>insuficiente</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>buscando…</translation>
    </message>
    <message>
        <source>reading pages…</source>
        <translation>leyendo páginas…</translation>
    </message>
    <message>
        <source>judging…</source>
        <translation>evaluando…</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>clasificando…</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <translation>
            <numerusform>%n resultado</numerusform>
            <numerusform>%n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>Pages read</source>
        <translation>Páginas leídas</translation>
    </message>
    <message>
        <source>%1 characters · %2</source>
        <translation>%1 caracteres · %2</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Source quality</source>
        <translation>Calidad de las fuentes</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Fechas</translation>
    </message>
    <message>
        <source>Contradictions</source>
        <translation>Contradicciones</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Falta</translation>
    </message>
    <message>
        <source>Next searches</source>
        <translation>Próximas búsquedas</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>writing…</source>
        <translation>redactando…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <source>The answer streams into the answer view as it is written.</source>
        <translation>La respuesta aparece en la vista de respuesta a medida que se redacta.</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) cited.</source>
        <translation>
            <numerusform>%n fuente citada.</numerusform>
            <numerusform>%n fuentes citadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marker(s) point to no source and are flagged as unverified.</source>
        <translation>
            <numerusform>%n marca no remite a ninguna fuente y se señala como no verificada.</numerusform>
            <numerusform>%n marcas no remiten a ninguna fuente y se señalan como no verificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s) found.</source>
        <translation>
            <numerusform>%n fuente encontrada.</numerusform>
            <numerusform>%n fuentes encontradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped. What was found so far is kept: %n source(s).</source>
        <translation>
            <numerusform>Detenida. Se conserva lo encontrado hasta ahora: %n fuente.</numerusform>
            <numerusform>Detenida. Se conserva lo encontrado hasta ahora: %n fuentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The program ended before this research finished. What was found is kept.</source>
        <translation>El programa terminó antes de que finalizara esta investigación. Se conserva lo encontrado.</translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>La investigación falló.</translation>
    </message>
    <message>
        <source>%1 (your date; applies to every source)</source>
        <translation>%1 (su fecha; se aplica a todas las fuentes)</translation>
    </message>
    <message>
        <source>%1 (from the question; applies to every source)</source>
        <translation>%1 (de la pregunta; se aplica a todas las fuentes)</translation>
    </message>
    <message>
        <source>%1 (today; applies to every source)</source>
        <translation>%1 (hoy; se aplica a todas las fuentes)</translation>
    </message>
    <message>
        <source>U-Score %1: the wording reads with %2 uncertainty (lower is better).</source>
        <translation>U-Score %1: la redacción tiene una incertidumbre %2 (cuanto más bajo, mejor).</translation>
    </message>
    <message>
        <source>The research was cancelled before this step.</source>
        <translation>La investigación se canceló antes de este paso.</translation>
    </message>
    <message>
        <source>The program ended before this step.</source>
        <translation>El programa terminó antes de este paso.</translation>
    </message>
    <message>
        <source>The research failed before this step (the Outcome card says why).</source>
        <translation>La investigación falló antes de este paso (la tarjeta Resultado indica por qué).</translation>
    </message>
    <message>
        <source>The research ended before this step.</source>
        <translation>La investigación terminó antes de este paso.</translation>
    </message>
    <message>
        <source>Cancelled while the answer was being written: the part written so far is kept in the answer view, marked as such.</source>
        <translation>Se canceló mientras se escribía la respuesta: la parte escrita hasta entonces se conserva en la vista de la respuesta, marcada como tal.</translation>
    </message>
    <message>
        <source>Stopped while the answer was being written: the part written so far is kept in the answer view, marked as such.</source>
        <translation>Se detuvo mientras se escribía la respuesta: la parte escrita hasta entonces se conserva en la vista de la respuesta, marcada como tal.</translation>
    </message>
</context>
<context>
    <name>UScoreCommand</name>
    <message>
        <source>cannot read the %1 %2: %3.</source>
        <translation>no se puede leer el %1 %2: %3.</translation>
    </message>
    <message>
        <source>low uncertainty</source>
        <translation>incertidumbre baja</translation>
    </message>
    <message>
        <source>moderate uncertainty</source>
        <translation>incertidumbre moderada</translation>
    </message>
    <message>
        <source>high uncertainty</source>
        <translation>incertidumbre alta</translation>
    </message>
    <message>
        <source>the sources file starts like JSON but is not valid JSON.</source>
        <translation>el archivo de fuentes parece JSON, pero no es JSON válido.</translation>
    </message>
    <message>
        <source>the sources file is a JSON object without a &quot;sources&quot; array.</source>
        <translation>el archivo de fuentes es un objeto JSON sin un arreglo &quot;sources&quot;.</translation>
    </message>
    <message>
        <source>Rate how uncertain an answer reads (U-Score of L-MARS, 0 = certain, 1 = uncertain; lower is better).</source>
        <translation>Evalúa cuán incierta resulta una respuesta (U-Score de L-MARS; 0 = segura, 1 = incierta; cuanto más bajo, mejor).</translation>
    </message>
    <message>
        <source>File with the answer text (&quot;-&quot; reads standard input).</source>
        <translation>Archivo con el texto de la respuesta (&quot;-&quot; lee la entrada estándar).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>Sources: one URL or name per line (# comments), a JSON array, or a trajectory document. Without it, the URLs in the answer are used.</source>
        <translation>Fuentes: una URL o nombre por línea (comentarios con #), un arreglo JSON o un documento de trayectoria. Si se omite, se usan las URL de la respuesta.</translation>
    </message>
    <message>
        <source>The jurisdiction the answer should name.</source>
        <translation>La jurisdicción que la respuesta debería indicar.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Print {H, T, C, J, D, paper, referenceCode, band} as JSON.</source>
        <translation>Imprimir {H, T, C, J, D, paper, referenceCode, band} como JSON.</translation>
    </message>
    <message>
        <source>usage: lmars-cli uscore --answer-file F [--sources-file S] [--jurisdiction J] [--json]</source>
        <translation>uso: lmars-cli uscore --answer-file F [--sources-file S] [--jurisdiction J] [--json]</translation>
    </message>
    <message>
        <source>only one of --answer-file and --sources-file can be &quot;-&quot;.</source>
        <translation>solo uno de --answer-file y --sources-file puede ser &quot;-&quot;.</translation>
    </message>
    <message>
        <source>answer file</source>
        <translation>archivo de respuesta</translation>
    </message>
    <message>
        <source>sources file</source>
        <translation>archivo de fuentes</translation>
    </message>
    <message>
        <source>U-Score components (0 = certain, 1 = uncertain):
</source>
        <translation>Componentes del U-Score (0 = seguro, 1 = incierto):
</translation>
    </message>
    <message>
        <source>hedging: share of hedge words (may, likely, generally, if, ...)</source>
        <translation>atenuación: proporción de palabras atenuantes (may, likely, generally, if, ...)</translation>
    </message>
    <message>
        <source>temporal vagueness: vague time words against concrete dates</source>
        <translation>imprecisión temporal: expresiones de tiempo vagas frente a fechas concretas</translation>
    </message>
    <message>
        <source>citation insufficiency: authority of the sources cited</source>
        <translation>insuficiencia de citas: autoridad de las fuentes citadas</translation>
    </message>
    <message>
        <source>jurisdiction non-specificity: how clearly a jurisdiction is named</source>
        <translation>falta de especificidad jurisdiccional: con qué claridad se indica una jurisdicción</translation>
    </message>
    <message>
        <source>indecisiveness: non-committal against decisive wording</source>
        <translation>indecisión: redacción evasiva frente a redacción concluyente</translation>
    </message>
    <message>
        <source>U-Score %1 (paper weights) — %2; lower is better
</source>
        <translation>U-Score %1 (pesos del artículo): %2; cuanto más bajo, mejor
</translation>
    </message>
    <message>
        <source>U-Score %1 (reference-code weights) — %2
</source>
        <translation>U-Score %1 (pesos del código de referencia): %2
</translation>
    </message>
</context>
<context>
    <name>UsCodeClient</name>
    <message>
        <source>GovInfo has no %1 (HTTP 404).</source>
        <translation>GovInfo no tiene %1 (HTTP 404).</translation>
    </message>
    <message>
        <source>GovInfo could not be reached for %1: %2</source>
        <translation>No se pudo contactar con GovInfo para %1: %2</translation>
    </message>
    <message>
        <source>GovInfo&apos;s page for %1 holds no section text.</source>
        <translation>La página de GovInfo para %1 no contiene el texto de la sección.</translation>
    </message>
    <message>
        <source>&quot;%1 U.S.C. § %2&quot; is not a U.S. Code title and section.</source>
        <translation>&quot;%1 U.S.C. § %2&quot; no es un título y una sección del Código de los Estados Unidos.</translation>
    </message>
    <message>
        <source>The GovInfo URL &quot;%1&quot; is not valid; check LMARS_GOVINFO_URL.</source>
        <translation>La URL de GovInfo &quot;%1&quot; no es válida; revise LMARS_GOVINFO_URL.</translation>
    </message>
</context>
<context>
    <name>UsCodeSource</name>
    <message>
        <source>GovInfo answered with something that is not a search result.</source>
        <translation>GovInfo respondió con algo que no es un resultado de búsqueda.</translation>
    </message>
    <message>
        <source>GovInfo rejected the API key; check GOVINFO_API_KEY (an api.data.gov key).</source>
        <translation>GovInfo rechazó la clave de API; revise GOVINFO_API_KEY (una clave de api.data.gov).</translation>
    </message>
    <message>
        <source>GovInfo&apos;s rate limit for this key is used up (HTTP 429); try again later.</source>
        <translation>Se agotó el límite de solicitudes de GovInfo para esta clave (HTTP 429); inténtelo más tarde.</translation>
    </message>
    <message>
        <source>GovInfo search failed: %1</source>
        <translation>La búsqueda en GovInfo falló: %1</translation>
    </message>
    <message>
        <source>The U.S. Code query is empty.</source>
        <translation>La consulta del Código de los Estados Unidos está vacía.</translation>
    </message>
    <message>
        <source>The U.S. Code source reads sections by citation (for example &quot;42 U.S.C. § 1983&quot;); searching it by words needs a GovInfo key: set GOVINFO_API_KEY (an api.data.gov key).</source>
        <translation>La fuente del Código de los Estados Unidos lee secciones por su cita (por ejemplo &quot;42 U.S.C. § 1983&quot;); buscar por palabras requiere una clave de GovInfo: defina GOVINFO_API_KEY (una clave de api.data.gov).</translation>
    </message>
    <message>
        <source>The U.S. Code search was cancelled.</source>
        <translation>Se canceló la búsqueda en el Código de los Estados Unidos.</translation>
    </message>
</context>
<context>
    <name>VectorBuilder</name>
    <message>
        <source>Building the library&apos;s vectors was cancelled.</source>
        <translation>Se canceló la construcción de los vectores de la biblioteca.</translation>
    </message>
    <message>
        <source>Vectors: learning the library&apos;s model…</source>
        <translation>Vectores: aprendiendo el modelo de la biblioteca…</translation>
    </message>
    <message>
        <source>Vectors: none yet; the library is searched by words until they are built.</source>
        <translation>Vectores: ninguno todavía; se busca en la biblioteca por palabras hasta que se construyan.</translation>
    </message>
    <message>
        <source>Vectors: %1 of %2 passages, %3</source>
        <translation>Vectores: %1 de %2 pasajes, %3</translation>
    </message>
    <message>
        <source>; embedding again for the new model…</source>
        <translation>; calculando de nuevo para el modelo nuevo…</translation>
    </message>
    <message>
        <source>; building…</source>
        <translation>; construyendo…</translation>
    </message>
    <message>
        <source>; complete</source>
        <translation>; completos</translation>
    </message>
    <message>
        <source>; building the approximate index: searches are exact (slower) until it is ready</source>
        <translation>; creando el índice aproximado: las búsquedas son exactas (más lentas) hasta que esté listo</translation>
    </message>
    <message>
        <source>; no approximate index yet: searches are exact (slower) until the next build</source>
        <translation>; aún no hay índice aproximado: las búsquedas son exactas (más lentas) hasta la próxima creación</translation>
    </message>
</context>
<context>
    <name>VectorGraph</name>
    <message>
        <source>its dimension is %1, the model&apos;s %2</source>
        <translation>su dimensión es %1 y la del modelo, %2</translation>
    </message>
    <message>
        <source>it is not an approximate index</source>
        <translation>no es un índice aproximado</translation>
    </message>
    <message>
        <source>The approximate index could not be stored: %1</source>
        <translation>No se pudo guardar el índice aproximado: %1</translation>
    </message>
</context>
<context>
    <name>VectorIndex</name>
    <message>
        <source>Cannot write the vector index %1: %2</source>
        <translation>No se puede escribir el índice de vectores %1: %2</translation>
    </message>
    <message>
        <source>This is not a vector index.</source>
        <translation>Esto no es un índice de vectores.</translation>
    </message>
    <message>
        <source>This vector index was written by another version or machine; it must be rebuilt.</source>
        <translation>Este índice de vectores lo escribió otra versión u otra máquina; hay que reconstruirlo.</translation>
    </message>
    <message>
        <source>The vector index is damaged.</source>
        <translation>El índice de vectores está dañado.</translation>
    </message>
    <message>
        <source>The vector index is damaged or cut short.</source>
        <translation>El índice de vectores está dañado o incompleto.</translation>
    </message>
    <message>
        <source>Cannot read the vector index %1: %2</source>
        <translation>No se puede leer el índice de vectores %1: %2</translation>
    </message>
</context>
<context>
    <name>VectorStore</name>
    <message>
        <source>The vector model %1 was not recorded.</source>
        <translation>No se registró el modelo de vectores %1.</translation>
    </message>
    <message>
        <source>%1 vectors for %2 passages.</source>
        <translation>%1 vectores para %2 pasajes.</translation>
    </message>
</context>
<context>
    <name>VerificationCardRenderer</name>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>comprobando…</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>comprobando</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>Citations, quotations and cited claims are being checked.</source>
        <translation>Se están comprobando las citas, las citas textuales y las afirmaciones citadas.</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked.</source>
        <translation>No se comprobó nada de esta respuesta.</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n señalada</numerusform>
            <numerusform>%n señaladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the Citation check in the answer)</source>
        <translation>
            <numerusform>y %n más (véase la comprobación de citas en la respuesta)</numerusform>
            <numerusform>y %n más (véase la comprobación de citas en la respuesta)</numerusform>
        </translation>
    </message>
    <message>
        <source>Revised once: the answer was rewritten after failed checks and checked again.</source>
        <translation>Revisada una vez: la respuesta se reescribió tras comprobaciones fallidas y se volvió a comprobar.</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>ninguna encontrada</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>? later treatment</source>
        <translation>? tratamiento posterior</translation>
    </message>
    <message>
        <source>citing opinion</source>
        <translation>opinión que lo cita</translation>
    </message>
</context>
<context>
    <name>VerificationSummary</name>
    <message>
        <source>Not in the cited sources: %1.</source>
        <translation>No figura en las fuentes citadas: %1.</translation>
    </message>
    <message>
        <source>Closest passage (%1% similar): &quot;%2&quot;</source>
        <translation>Pasaje más parecido (%1 % de similitud): &quot;%2&quot;</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificada</translation>
    </message>
    <message>
        <source>misquoted</source>
        <translation>cita inexacta</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrada</translation>
    </message>
    <message>
        <source>unchecked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>supported</source>
        <translation>respaldada</translation>
    </message>
    <message>
        <source>partially supported</source>
        <translation>respaldada en parte</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>sin respaldo</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>contradicha</translation>
    </message>
    <message>
        <source>Citation %1: %2</source>
        <translation>Cita %1: %2</translation>
    </message>
    <message>
        <source>Found: %1</source>
        <translation>Encontrada: %1</translation>
    </message>
    <message>
        <source>Quotation: %1</source>
        <translation>Cita textual: %1</translation>
    </message>
    <message>
        <source>Claim: %1</source>
        <translation>Afirmación: %1</translation>
    </message>
    <message>
        <source>Supporting passage [%1]: &quot;%2&quot;</source>
        <translation>Pasaje que la respalda [%1]: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Citations: none</source>
        <translation>Citas: ninguna</translation>
    </message>
    <message>
        <source>Citations: %1 (%2)</source>
        <translation>Citas: %1 (%2)</translation>
    </message>
    <message>
        <source>Quotations: %1 (%2)</source>
        <translation>Citas textuales: %1 (%2)</translation>
    </message>
    <message>
        <source>Claims: %1 (%2)</source>
        <translation>Afirmaciones: %1 (%2)</translation>
    </message>
    <message>
        <source>Citation check</source>
        <translation>Comprobación de citas</translation>
    </message>
    <message>
        <source>Needs attention (%1):</source>
        <translation>Requiere atención (%1):</translation>
    </message>
    <message>
        <source>Quotation &quot;%1&quot; — %2: %3</source>
        <translation>Cita textual &quot;%1&quot; — %2: %3</translation>
    </message>
    <message>
        <source>Claim &quot;%1&quot; — %2: %3</source>
        <translation>Afirmación &quot;%1&quot; — %2: %3</translation>
    </message>
    <message>
        <source>Nothing was flagged.</source>
        <translation>No se señaló nada.</translation>
    </message>
    <message>
        <source>The answer was revised once after failed checks.</source>
        <translation>La respuesta se revisó una vez tras comprobaciones fallidas.</translation>
    </message>
    <message>
        <source>The checks did not finish; what is not listed was not checked.</source>
        <translation>Las comprobaciones no terminaron; lo que no figura no se comprobó.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the session was saved before citations were verified, or the checks did not run.</source>
        <translation>No se comprobó nada de esta respuesta: la sesión se guardó antes de que se verificaran las citas, o las comprobaciones no se ejecutaron.</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Citas</translation>
    </message>
    <message>
        <source>(found: %1)</source>
        <translation>(encontrada: %1)</translation>
    </message>
    <message>
        <source>Flagged quotations</source>
        <translation>Citas textuales señaladas</translation>
    </message>
    <message>
        <source>Flagged claims</source>
        <translation>Afirmaciones señaladas</translation>
    </message>
    <message>
        <source>Verification was turned off for this run: nothing in this answer was checked.</source>
        <translation>La verificación estaba desactivada en esta consulta: no se comprobó nada de esta respuesta.</translation>
    </message>
    <message>
        <source>no reason was recorded</source>
        <translation>no se registró ningún motivo</translation>
    </message>
    <message>
        <source>Quotations not checked</source>
        <translation>Citas textuales no comprobadas</translation>
    </message>
    <message numerus="yes">
        <source>%n verified</source>
        <translation>
            <numerusform>%n verificada</numerusform>
            <numerusform>%n verificadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mismatch(es)</source>
        <translation>
            <numerusform>%n no coincide</numerusform>
            <numerusform>%n no coinciden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not found</source>
        <translation>
            <numerusform>%n no encontrada</numerusform>
            <numerusform>%n no encontradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous</source>
        <translation>
            <numerusform>%n ambigua</numerusform>
            <numerusform>%n ambiguas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid</source>
        <translation>
            <numerusform>%n no válida</numerusform>
            <numerusform>%n no válidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n implausible</source>
        <translation>
            <numerusform>%n inverosímil</numerusform>
            <numerusform>%n inverosímiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchecked</source>
        <translation>
            <numerusform>%n sin comprobar</numerusform>
            <numerusform>%n sin comprobar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n misquoted</source>
        <translation>
            <numerusform>%n inexacta</numerusform>
            <numerusform>%n inexactas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n supported</source>
        <translation>
            <numerusform>%n respaldada</numerusform>
            <numerusform>%n respaldadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n partially supported</source>
        <translation>
            <numerusform>%n respaldada en parte</numerusform>
            <numerusform>%n respaldadas en parte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not supported</source>
        <translation>
            <numerusform>%n sin respaldo</numerusform>
            <numerusform>%n sin respaldo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n contradicted</source>
        <translation>
            <numerusform>%n contradicha</numerusform>
            <numerusform>%n contradichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the run was cancelled before its citations were checked.</source>
        <translation>No se verificó nada de esta respuesta: la investigación se canceló antes de verificar sus citas.</translation>
    </message>
    <message>
        <source>Nothing in this answer was checked: the run stopped before its citations were checked.</source>
        <translation>No se verificó nada de esta respuesta: la investigación se detuvo antes de verificar sus citas.</translation>
    </message>
    <message>
        <source>Later treatment: %1</source>
        <translation>Tratamiento posterior: %1</translation>
    </message>
    <message>
        <source>%1 — later treatment: %2</source>
        <translation>%1 — tratamiento posterior: %2</translation>
    </message>
    <message>
        <source>Binding or persuasive:</source>
        <translation>Vinculante o persuasivo:</translation>
    </message>
</context>
<context>
    <name>VerifyCommand</name>
    <message>
        <source>cannot read standard input.</source>
        <translation>no se puede leer la entrada estándar.</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 no existe.</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 no es un archivo.</translation>
    </message>
    <message>
        <source>%1: unsupported file type (supported: %2).</source>
        <translation>%1: tipo de archivo no admitido (admitidos: %2).</translation>
    </message>
    <message>
        <source>page %1, line %2</source>
        <translation>página %1, línea %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>refers to %1</source>
        <translation>remite a %1</translation>
    </message>
    <message>
        <source>%1: citations: %2, flagged: %3</source>
        <translation>%1: citas: %2, señaladas: %3</translation>
    </message>
    <message>
        <source>A .pdf, .docx, .txt, .md or .html file; &quot;-&quot; reads text from standard input.</source>
        <translation>Un archivo .pdf, .docx, .txt, .md o .html; &quot;-&quot; lee texto de la entrada estándar.</translation>
    </message>
    <message>
        <source>the citation tables are missing from this build.</source>
        <translation>faltan las tablas de citas en esta compilación.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
    <message>
        <source>lmars-cli: interrupted; the citations not yet looked up are unchecked.</source>
        <translation>lmars-cli: interrumpido; las citas que aún no se habían buscado quedan sin comprobar.</translation>
    </message>
    <message>
        <source>no session %1.</source>
        <translation>no existe la sesión %1.</translation>
    </message>
    <message>
        <source>session %1 has no answer to check.</source>
        <translation>la sesión %1 no tiene ninguna respuesta que comprobar.</translation>
    </message>
    <message>
        <source>Session %1: %2</source>
        <translation>Sesión %1: %2</translation>
    </message>
    <message>
        <source>Regulations checked as of %1.</source>
        <translation>Reglamentos comprobados a fecha de %1.</translation>
    </message>
    <message>
        <source>answer</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>The saved session has no verification record (it was saved before citations were checked), so every citation above is new.</source>
        <translation>La sesión guardada no tiene registro de verificación (se guardó antes de que se comprobaran las citas), así que todas las citas anteriores son nuevas.</translation>
    </message>
    <message>
        <source>Nothing changed since the session was saved.</source>
        <translation>Nada ha cambiado desde que se guardó la sesión.</translation>
    </message>
    <message>
        <source>Changed since the session was saved:</source>
        <translation>Cambios desde que se guardó la sesión:</translation>
    </message>
    <message>
        <source>List every citation in a document (cases, short forms, statutes, regulations, Federal Register, Pub. L., Stat., executive orders) with its page, line and status, the most dangerous first (mismatch, not found, invalid, implausible, ambiguous, unchecked, verified). Cases are looked up in CourtListener when COURTLISTENER_API_TOKEN is set; C.F.R. sections, Federal Register citations, executive orders and U.S.C. sections are checked at eCFR, the Federal Register and GovInfo.</source>
        <translation>Lista todas las citas de un documento (casos, formas abreviadas, leyes, reglamentos, Federal Register, Pub. L., Stat., órdenes ejecutivas) con su página, línea y estado, primero las más peligrosas (discrepancia, no encontrada, no válida, inverosímil, ambigua, sin comprobar, verificada). Los casos se buscan en CourtListener si COURTLISTENER_API_TOKEN está configurado; las secciones del C.F.R., las citas del Federal Register, las órdenes ejecutivas y las secciones del U.S.C. se comprueban en eCFR, el Federal Register y GovInfo.</translation>
    </message>
    <message>
        <source>With --session ID, the same checks run on a saved session&apos;s answer and the output says what changed since the session was saved.</source>
        <translation>Con --session ID, las mismas comprobaciones se ejecutan sobre la respuesta de una sesión guardada y la salida indica qué cambió desde que se guardó la sesión.</translation>
    </message>
    <message>
        <source>Exit codes: 0 nothing is flagged; 5 at least one citation is flagged; 2 usage error (bad arguments, a missing, unsupported or unreadable file, an unknown session); 3 configuration error (citation tables missing, session database unusable); 130 interrupted.</source>
        <translation>Códigos de salida: 0 nada señalado; 5 al menos una cita señalada; 2 error de uso (argumentos incorrectos, un archivo inexistente, no admitido o ilegible, una sesión desconocida); 3 error de configuración (faltan las tablas de citas, base de datos de sesiones inutilizable); 130 interrumpido.</translation>
    </message>
    <message>
        <source>Print {file or session, citations: [...], counts, notes[, changes]} as JSON.</source>
        <translation>Imprime {file o session, citations: [...], counts, notes[, changes]} como JSON.</translation>
    </message>
    <message>
        <source>Run only the offline checks: look nothing up on the network.</source>
        <translation>Ejecuta solo las comprobaciones sin conexión: no busca nada en la red.</translation>
    </message>
    <message>
        <source>Check the answer of a saved session (its id or a unique prefix).</source>
        <translation>Comprueba la respuesta de una sesión guardada (su id o un prefijo único).</translation>
    </message>
    <message>
        <source>Check regulations as in force on this date (YYYY-MM-DD; default: today, or the session&apos;s as-of date).</source>
        <translation>Comprueba los reglamentos vigentes en esta fecha (AAAA-MM-DD; por defecto: hoy, o la fecha de referencia de la sesión).</translation>
    </message>
    <message>
        <source>Folder of the session database.</source>
        <translation>Carpeta de la base de datos de sesiones.</translation>
    </message>
    <message>
        <source>The session was saved with verification turned off, so every citation above is new.</source>
        <translation>La sesión se guardó con la verificación desactivada, así que todas las citas anteriores son nuevas.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>subsequent history: %1 %2</source>
        <translation>historia posterior: %1 %2</translation>
    </message>
    <message>
        <source>The court the document is for (a courts-db id such as cal, calctapp, cand or ca9, or the court&apos;s name): each verified case is marked binding, persuasive or not precedential there. Without it, a session&apos;s jurisdiction suggests one.</source>
        <translation>El tribunal al que va dirigido el documento (un identificador de courts-db como cal, calctapp, cand o ca9, o el nombre del tribunal): cada caso verificado se marca como vinculante, persuasivo o no precedente allí. Sin él, la jurisdicción de una sesión sugiere uno.</translation>
    </message>
    <message>
        <source>Clear the citation cache first, so every citation is looked up again.</source>
        <translation>Vaciar antes la caché de citas, para que cada cita se busque de nuevo.</translation>
    </message>
    <message>
        <source>--forum needs a court.</source>
        <translation>--forum necesita un tribunal.</translation>
    </message>
    <message numerus="yes">
        <source>The citation cache was cleared (%n entries): every citation was looked up again.</source>
        <translation>
            <numerusform>Se vació la caché de citas (%n entrada): cada cita se buscó de nuevo.</numerusform>
            <numerusform>Se vació la caché de citas (%n entradas): cada cita se buscó de nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>Comprobación de citas: %1</translation>
    </message>
    <message>
        <source>--out must name a .docx, .md, .html or .json file.</source>
        <translation>--out debe indicar un archivo .docx, .md, .html o .json.</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Informe escrito en %1</translation>
    </message>
    <message>
        <source>Later treatment (opinions citing each verified case, read by CourtListener&apos;s search; a citator&apos;s hint, not a statement that a case is good law):</source>
        <translation>Tratamiento posterior (opiniones que citan cada caso verificado, leídas mediante la búsqueda de CourtListener; una pista de citador, no una afirmación de que un caso sigue vigente):</translation>
    </message>
    <message>
        <source>Looking for later negative treatment of the verified cases…</source>
        <translation>Buscando tratamiento negativo posterior de los casos verificados…</translation>
    </message>
    <message>
        <source>Do not look for later negative treatment. By default, after the checks, each verified case&apos;s citing opinions are searched in CourtListener and read for overruled, abrogated, superseded by statute, disapproved, called into doubt, declined to follow and limited to its facts (a few requests a minute on CourtListener&apos;s free tier; what the rate limit left unchecked is said).</source>
        <translation>No buscar tratamiento negativo posterior. De forma predeterminada, tras las comprobaciones, se buscan en CourtListener las opiniones que citan cada caso verificado y se leen en busca de revocado, derogado, superado por una ley, desaprobado, puesto en duda, no seguido y limitado a sus hechos (unas pocas solicitudes por minuto en el nivel gratuito de CourtListener; se indica lo que el límite dejó sin comprobar).</translation>
    </message>
    <message>
        <source>Read the text of at most this many citing opinions per case (default 5; the rest are counted).</source>
        <translation>Leer el texto de como máximo este número de opiniones que citan cada caso (5 por defecto; el resto se cuenta).</translation>
    </message>
    <message>
        <source>Table of authorities written to %1.</source>
        <translation>Índice de fuentes citadas escrito en %1.</translation>
    </message>
    <message>
        <source>Print the document&apos;s table of authorities instead: its cases (alphabetical), statutes, regulations and other authorities, each once in Bluebook form with every page where it is cited (short forms, id. and supra counted to their full citation) and its check status.</source>
        <translation>Imprimir en su lugar el índice de fuentes citadas del documento: su jurisprudencia (por orden alfabético), leyes, reglamentos y otras fuentes, cada una una sola vez en forma Bluebook, con todas las páginas donde se cita (las formas abreviadas, id. y supra cuentan para su cita completa) y el estado de su comprobación.</translation>
    </message>
    <message>
        <source>--authorities lists the authorities of a document FILE, not of a session.</source>
        <translation>--authorities enumera las fuentes citadas de un documento ARCHIVO, no de una sesión.</translation>
    </message>
    <message>
        <source>--out must name a .docx, .md, .html or .json file: %1</source>
        <translation>--out debe indicar un archivo .docx, .md, .html o .json: %1</translation>
    </message>
    <message>
        <source>Also write the report of FILE to this file, or with --authorities the table: .docx (Word), .md, .html or .json.</source>
        <translation>Escribir también el informe de FILE en este archivo, o con --authorities la tabla: .docx (Word), .md, .html o .json.</translation>
    </message>
    <message>
        <source>usage: lmars-cli verify FILE [--json] [--offline] [--as-of DATE] [--forum COURT] [--refresh] [--no-treatment] [--citing-opinions N] [--out REPORT | --authorities [--out FILE]] | lmars-cli verify --session ID [--json] [--offline] [--forum COURT] [--refresh] [--no-treatment] [--citing-opinions N]</source>
        <translation>uso: lmars-cli verify FILE [--json] [--offline] [--as-of FECHA] [--forum TRIBUNAL] [--refresh] [--no-treatment] [--citing-opinions N] [--out INFORME | --authorities [--out ARCHIVO]] | lmars-cli verify --session ID [--json] [--offline] [--forum TRIBUNAL] [--refresh] [--no-treatment] [--citing-opinions N]</translation>
    </message>
    <message>
        <source>--out writes the report of a FILE; a session&apos;s answer is exported with lmars-cli export.</source>
        <translation>--out escribe el informe de un FILE; la respuesta de una sesión se exporta con lmars-cli export.</translation>
    </message>
    <message>
        <source>--citing-opinions must be a number from 0 to 50.</source>
        <translation>--citing-opinions debe ser un número de 0 a 50.</translation>
    </message>
    <message numerus="yes">
        <source>%n flagged citation(s) stand for no authority of the table (for example a citation that could not be read whole); `lmars-cli verify FILE` lists them.</source>
        <translation>
            <numerusform>%n cita marcada no corresponde a ninguna autoridad de la tabla (por ejemplo, una cita que no pudo leerse completa); `lmars-cli verify FILE` la muestra.</numerusform>
            <numerusform>%n citas marcadas no corresponden a ninguna autoridad de la tabla (por ejemplo, una cita que no pudo leerse completa); `lmars-cli verify FILE` las muestra.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyStage</name>
    <message>
        <source>The research was cancelled.</source>
        <translation>La investigación se canceló.</translation>
    </message>
    <message>
        <source>Verification was cancelled; the checks that had not finished are unchecked.</source>
        <translation>La verificación se canceló; las comprobaciones que no habían terminado quedan sin comprobar.</translation>
    </message>
    <message>
        <source>The answer could not be revised after its checks failed: %1</source>
        <translation>No se pudo revisar la respuesta tras fallar sus comprobaciones: %1</translation>
    </message>
    <message>
        <source>The answer was not revised after its checks failed, because it is incomplete.</source>
        <translation>La respuesta no se revisó tras fallar sus comprobaciones porque está incompleta.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Aún sin comprobar.</translation>
    </message>
    <message>
        <source>Claims were not checked with the model: no model is configured.</source>
        <translation>Las afirmaciones no se comprobaron con el modelo: no hay ningún modelo configurado.</translation>
    </message>
    <message>
        <source>Claims were not checked with the model: %1</source>
        <translation>Las afirmaciones no se comprobaron con el modelo: %1</translation>
    </message>
    <message>
        <source>The model did not judge every claim; those it left out are unchecked.</source>
        <translation>El modelo no valoró todas las afirmaciones; las omitidas quedan sin comprobar.</translation>
    </message>
    <message>
        <source>Not checked with the model.</source>
        <translation>No comprobado con el modelo.</translation>
    </message>
</context>
<context>
    <name>lmars::research::ResearchWorker</name>
    <message>
        <source>The session cannot be saved (%1): %2</source>
        <translation>La sesión no se puede guardar (%1): %2</translation>
    </message>
    <message>
        <source>The session could not be saved completely: %1</source>
        <translation>La sesión no se pudo guardar por completo: %1</translation>
    </message>
    <message>
        <source>The answer cannot be continued: %1</source>
        <translation>No se puede continuar la respuesta: %1</translation>
    </message>
    <message>
        <source>The continued answer could not be saved (%1): %2</source>
        <translation>No se pudo guardar la respuesta continuada (%1): %2</translation>
    </message>
    <message>
        <source>The firm server cannot be reached (%1): the session is kept on this computer and sent when it is back.</source>
        <translation>No se puede conectar con el servidor del despacho (%1): la sesión se conserva en este equipo y se envía cuando vuelva a estar disponible.</translation>
    </message>
</context>
<context>
    <name>lmars::settings::KeychainSecretStore</name>
    <message>
        <source>The system keychain refused access: unlock it (log in to your desktop&apos;s keyring or wallet) and start L-MARS again.</source>
        <translation>El llavero del sistema denegó el acceso: desbloquéelo (inicie sesión en el llavero o cartera de su escritorio) y vuelva a iniciar L-MARS.</translation>
    </message>
    <message>
        <source>This system offers no keychain L-MARS can use.</source>
        <translation>Este sistema no ofrece ningún llavero que L-MARS pueda usar.</translation>
    </message>
    <message>
        <source>The macOS Keychain did not answer: open Keychain Access to check that the login keychain is unlocked, then start L-MARS again.</source>
        <translation>El Llavero de macOS no respondió: abra Acceso a Llaveros para comprobar que el llavero de inicio de sesión está desbloqueado y vuelva a iniciar L-MARS.</translation>
    </message>
    <message>
        <source>The Windows Credential Manager did not answer: check that it is running, then start L-MARS again.</source>
        <translation>El Administrador de credenciales de Windows no respondió: compruebe que está en marcha y vuelva a iniciar L-MARS.</translation>
    </message>
    <message>
        <source>No keychain service answered. Install and start one — GNOME Keyring (package gnome-keyring) or KDE Wallet (package kwalletmanager) — and log in to your desktop again, then start L-MARS again.</source>
        <translation>Ningún servicio de llavero respondió. Instale y ponga en marcha uno —GNOME Keyring (paquete gnome-keyring) o KDE Wallet (paquete kwalletmanager)—, vuelva a iniciar sesión en su escritorio y vuelva a iniciar L-MARS.</translation>
    </message>
    <message>
        <source>(The keychain said: %1.)</source>
        <translation>(El llavero indicó: %1.)</translation>
    </message>
    <message>
        <source>Until then keys are kept only until L-MARS closes; to keep them, set them as environment variables or in a .env file.</source>
        <translation>Hasta entonces, las claves se guardan solo hasta que se cierre L-MARS; para conservarlas, defínalas como variables de entorno o en un archivo .env.</translation>
    </message>
</context>
<context>
    <name>lmars::settings::MemorySecretStore</name>
    <message>
        <source>No system keychain is in use: keys are kept only until L-MARS closes.</source>
        <translation>No se está usando ningún llavero del sistema: las claves se conservan solo hasta que se cierre L-MARS.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::AnswerView</name>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Ask a legal question</source>
        <translation>Haga una pregunta jurídica</translation>
    </message>
    <message>
        <source>L-MARS plans searches, reads the web, case law and your own documents, checks the evidence and writes an answer in which every claim points to a numbered source.</source>
        <translation>L-MARS planifica búsquedas, consulta la web, la jurisprudencia y sus propios documentos, comprueba la evidencia y redacta una respuesta en la que cada afirmación remite a una fuente numerada.</translation>
    </message>
    <message>
        <source>It gives legal information, not legal advice. Check the cited sources and talk to a lawyer in your jurisdiction before acting.</source>
        <translation>Ofrece información jurídica, no asesoramiento jurídico. Revise las fuentes citadas y consulte a un abogado de su jurisdicción antes de actuar.</translation>
    </message>
    <message>
        <source>L-MARS</source>
        <translation>L-MARS</translation>
    </message>
    <message>
        <source>Researching: %1</source>
        <translation>Investigando: %1</translation>
    </message>
    <message>
        <source>This answer was cut off at the model&apos;s output limit and may end mid-sentence.</source>
        <translation>Esta respuesta se cortó en el límite de salida del modelo y puede terminar a mitad de frase.</translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>La investigación falló.</translation>
    </message>
    <message>
        <source>The research failed: %1</source>
        <translation>La investigación falló: %1</translation>
    </message>
    <message>
        <source>The research was cancelled before an answer was written. What was found is kept.</source>
        <translation>La investigación se canceló antes de escribir una respuesta. Se conserva lo encontrado.</translation>
    </message>
    <message>
        <source>The research was cancelled; the answer below is what was written until then.</source>
        <translation>La investigación se canceló; la respuesta de abajo es lo que se había escrito hasta entonces.</translation>
    </message>
    <message>
        <source>The program ended before this research finished. What was found is kept.</source>
        <translation>El programa terminó antes de que acabara esta investigación. Se conserva lo encontrado.</translation>
    </message>
    <message>
        <source>This answer is incomplete: the model stopped with an error after part of it was written. “Continue the answer”, under the timeline, writes the rest.</source>
        <translation>Esta respuesta está incompleta: el modelo se detuvo con un error tras escribir una parte. «Continuar la respuesta», bajo la línea de tiempo, escribe el resto.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::BackendStatusWidget</name>
    <message>
        <source>Library: this computer</source>
        <translation>Biblioteca: este equipo</translation>
    </message>
    <message>
        <source>Library unavailable: %1</source>
        <translation>Biblioteca no disponible: %1</translation>
    </message>
    <message>
        <source>Firm server: %1 (connecting…)</source>
        <translation>Servidor del despacho: %1 (conectando…)</translation>
    </message>
    <message>
        <source>Firm server %1 unreachable: %2</source>
        <translation>Servidor del despacho %1 inaccesible: %2</translation>
    </message>
    <message>
        <source>Firm server: %1</source>
        <translation>Servidor del despacho: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) waiting for the firm server</source>
        <translation>
            <numerusform>%n sesión en espera del servidor del despacho</numerusform>
            <numerusform>%n sesiones en espera del servidor del despacho</numerusform>
        </translation>
    </message>
    <message>
        <source>Research still runs with the other sources; sessions are kept on this computer and sent when the server is back.</source>
        <translation>La investigación sigue funcionando con las demás fuentes; las sesiones se guardan en este equipo y se envían cuando vuelva el servidor.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Connect to the firm server again and send the sessions waiting for it</source>
        <translation>Volver a conectar con el servidor del despacho y enviar las sesiones en espera</translation>
    </message>
    <message>
        <source>Retry the firm server</source>
        <translation>Reintentar el servidor del despacho</translation>
    </message>
</context>
<context>
    <name>lmars::ui::CitationCacheRow</name>
    <message>
        <source>Clearing…</source>
        <translation>Vaciando…</translation>
    </message>
    <message>
        <source>Clear citation cache</source>
        <translation>Vaciar la caché de citas</translation>
    </message>
    <message>
        <source>Forget every cached citation lookup, so each citation is looked up again (lookups are kept for 30 days)</source>
        <translation>Olvidar todas las consultas de citas guardadas, para que cada cita se consulte de nuevo (se guardan 30 días)</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n cached citation lookup(s).</source>
        <translation>
            <numerusform>Se eliminó %n consulta de citas guardada.</numerusform>
            <numerusform>Se eliminaron %n consultas de citas guardadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The citation cache could not be cleared: %1</source>
        <translation>No se pudo vaciar la caché de citas: %1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ComposerWidget</name>
    <message>
        <source>U.S. federal</source>
        <translation>EE. UU. (federal)</translation>
    </message>
    <message>
        <source>European Union</source>
        <translation>Unión Europea</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>Reino Unido</translation>
    </message>
    <message>
        <source>England and Wales</source>
        <translation>Inglaterra y Gales</translation>
    </message>
    <message>
        <source>Scotland</source>
        <translation>Escocia</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Canadá</translation>
    </message>
    <message>
        <source>Australia</source>
        <translation>Australia</translation>
    </message>
    <message>
        <source>India</source>
        <translation>India</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Alemania</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Francia</translation>
    </message>
    <message>
        <source>Ireland</source>
        <translation>Irlanda</translation>
    </message>
    <message>
        <source>Ask a legal question, e.g. &quot;My landlord kept my security deposit. What can I do?&quot;  (Ctrl+Enter runs)</source>
        <translation>Haga una pregunta jurídica; por ejemplo: &quot;Mi arrendador se quedó con mi depósito de garantía. ¿Qué puedo hacer?&quot;  (Ctrl+Intro para ejecutar)</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <source>Query, search, answer: fastest.</source>
        <translation>Consulta, búsqueda, respuesta: lo más rápido.</translation>
    </message>
    <message>
        <source>Clarifying questions, then search, judge and refine until the evidence suffices.</source>
        <translation>Preguntas de aclaración; luego búsqueda, evaluación y refinamiento hasta que la evidencia sea suficiente.</translation>
    </message>
    <message>
        <source>No model: ranked sources with rule-based checks, no generated answer.</source>
        <translation>Sin modelo: fuentes clasificadas con comprobaciones basadas en reglas, sin respuesta generada.</translation>
    </message>
    <message>
        <source>Research mode</source>
        <translation>Modo de investigación</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>Jurisprudencia</translation>
    </message>
    <message>
        <source>Search CourtListener</source>
        <translation>Buscar en CourtListener</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>Mis documentos</translation>
    </message>
    <message>
        <source>Search your document library</source>
        <translation>Buscar en su biblioteca de documentos</translation>
    </message>
    <message>
        <source>&amp;Jurisdiction</source>
        <translation>&amp;Jurisdicción</translation>
    </message>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Jurisdiction</source>
        <translation>Jurisdicción</translation>
    </message>
    <message>
        <source>&amp;As of</source>
        <translation>&amp;A fecha de</translation>
    </message>
    <message>
        <source>Research the law as it stood on this day</source>
        <translation>Investigar el derecho tal como estaba en esta fecha</translation>
    </message>
    <message>
        <source>As-of date</source>
        <translation>Fecha de referencia</translation>
    </message>
    <message>
        <source>&amp;Iterations</source>
        <translation>&amp;Iteraciones</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>Máximo de iteraciones</translation>
    </message>
    <message>
        <source>Multi-turn: at most this many search, judge and refine rounds</source>
        <translation>Multiturno: como máximo este número de rondas de búsqueda, evaluación y refinamiento</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the research and keep what was found (Esc)</source>
        <translation>Detener la investigación y conservar lo encontrado (Esc)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Start the research (Ctrl+Enter)</source>
        <translation>Iniciar la investigación (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>No model is configured, so only Evidence-only mode can run. Open Settings to choose a model.</source>
        <translation>No hay ningún modelo configurado, así que solo puede ejecutarse el modo Solo evidencia. Abra Configuración para elegir un modelo.</translation>
    </message>
    <message>
        <source>Choose at least one source.</source>
        <translation>Elija al menos una fuente.</translation>
    </message>
    <message>
        <source>Search the web (%1)</source>
        <translation>Buscar en la web (%1)</translation>
    </message>
    <message>
        <source>Search the Federal Register</source>
        <translation>Buscar en el Federal Register</translation>
    </message>
    <message>
        <source>Search the Code of Federal Regulations (eCFR)</source>
        <translation>Buscar en el Código de Reglamentos Federales (eCFR)</translation>
    </message>
    <message>
        <source>Federal Register</source>
        <translation>Registro Federal</translation>
    </message>
    <message>
        <source>eCFR</source>
        <translation>eCFR</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formato</translation>
    </message>
    <message>
        <source>Answer format</source>
        <translation>Formato de la respuesta</translation>
    </message>
    <message>
        <source>A direct answer, then key points and disclaimers.</source>
        <translation>Una respuesta directa, seguida de puntos clave y advertencias.</translation>
    </message>
    <message>
        <source>A legal memo: Issues, Rules with their citations, Application to your facts with the arguments on both sides, Conclusion. In Multi-turn mode the facts, rules, application and common-sense steps run first, each shown on the timeline.</source>
        <translation>Un memorando jurídico: Cuestiones, Normas con sus citas, Aplicación a sus hechos con los argumentos de ambas partes, Conclusión. En el modo Multiturno se ejecutan antes los pasos de hechos, normas, aplicación y sentido común, cada uno mostrado en la cronología.</translation>
    </message>
    <message>
        <source>U.S. Code</source>
        <translation>Código de EE. UU.</translation>
    </message>
    <message>
        <source>Read U.S. Code sections by citation, e.g. 42 U.S.C. § 1983 (GovInfo)</source>
        <translation>Leer secciones del Código de los Estados Unidos por su cita, p. ej. 42 U.S.C. § 1983 (GovInfo)</translation>
    </message>
    <message>
        <source>Ma&amp;tter</source>
        <translation>Asun&amp;to</translation>
    </message>
    <message>
        <source>The matter this research is filed under; the history can be filtered by it</source>
        <translation>El asunto en el que se archiva esta investigación; el historial puede filtrarse por él</translation>
    </message>
    <message>
        <source>C&amp;ourt</source>
        <translation>&amp;Tribunal</translation>
    </message>
    <message>
        <source>The court the research is for: each verified case is marked binding, persuasive or not precedential there</source>
        <translation>El tribunal para el que se investiga: cada caso verificado se marca allí como vinculante, persuasivo o sin valor de precedente</translation>
    </message>
</context>
<context>
    <name>lmars::ui::DocumentCheckDialog</name>
    <message>
        <source>Check citations in a document</source>
        <translation>Comprobar las citas de un documento</translation>
    </message>
    <message>
        <source>Drop a .pdf, .docx, .txt, .md or .html file here — a brief, a memo, a court filing — or choose one.</source>
        <translation>Suelte aquí un archivo .pdf, .docx, .txt, .md o .html —un escrito, un memorando, una presentación judicial— o elija uno.</translation>
    </message>
    <message>
        <source>Choose file…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Filter citations, reasons, kinds…</source>
        <translation>Filtrar citas, motivos, tipos…</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Solo señaladas</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
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
        <translation>Estado</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Cita</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Página</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Enlace</translation>
    </message>
    <message>
        <source>No document checked yet.</source>
        <translation>Todavía no se ha comprobado ningún documento.</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>Documentos (%1)</translation>
    </message>
    <message>
        <source>No citation checker is available.</source>
        <translation>No hay ningún comprobador de citas disponible.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Cancelled: %1 was not checked.</source>
        <translation>Cancelado: %1 no se comprobó.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n citation(s)</source>
        <translation>
            <numerusform>%1: %n cita</numerusform>
            <numerusform>%1: %n citas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n señalada</numerusform>
            <numerusform>%n señaladas</numerusform>
        </translation>
    </message>
    <message>
        <source>stopped before the end: the rest is unchecked</source>
        <translation>detenida antes del final: el resto queda sin comprobar</translation>
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
        <translation>Exportar la comprobación de citas</translation>
    </message>
    <message>
        <source>Could not export to %1.</source>
        <translation>No se pudo exportar a %1.</translation>
    </message>
    <message>
        <source>Citation check: %1</source>
        <translation>Comprobación de citas: %1</translation>
    </message>
    <message>
        <source>Word…</source>
        <translation>Word…</translation>
    </message>
    <message>
        <source>Table of authorities…</source>
        <translation>Índice de fuentes citadas…</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Citas</translation>
    </message>
    <message>
        <source>Table of authorities</source>
        <translation>Índice de fuentes citadas</translation>
    </message>
    <message>
        <source>Export the table of authorities</source>
        <translation>Exportar el índice de fuentes citadas</translation>
    </message>
    <message>
        <source>Word document (*.docx);;Markdown (*.md);;HTML (*.html);;JSON (*.json)</source>
        <translation>Documento de Word (*.docx);;Markdown (*.md);;HTML (*.html);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Looking for later negative treatment of the verified cases…</source>
        <translation>Buscando tratamiento negativo posterior de los casos verificados…</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Documento de Word (*.docx)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::DocumentDropTarget</name>
    <message>
        <source>Drop a PDF, Word (.docx), text, Markdown or HTML file to check its citations.</source>
        <translation>Suelte un archivo PDF, Word (.docx), de texto, Markdown o HTML para comprobar sus citas.</translation>
    </message>
    <message>
        <source>Only files can be dropped here. %1</source>
        <translation>Aquí solo se pueden soltar archivos. %1</translation>
    </message>
    <message>
        <source>%1 cannot be checked. %2</source>
        <translation>%1 no se puede comprobar. %2</translation>
    </message>
</context>
<context>
    <name>lmars::ui::EmbeddingSettingsPage</name>
    <message>
        <source>Embedding provider</source>
        <translation>Proveedor de embeddings</translation>
    </message>
    <message>
        <source>None (the library&apos;s own vectors)</source>
        <translation>Ninguno (los vectores propios de la biblioteca)</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, vLLM, llama.cpp server…)</source>
        <translation>Compatible con OpenAI (OpenAI, vLLM, servidor de llama.cpp…)</translation>
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
        <translation>&amp;Proveedor</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>el predeterminado del proveedor</translation>
    </message>
    <message>
        <source>Embedding base URL</source>
        <translation>URL base de embeddings</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>URL &amp;base</translation>
    </message>
    <message>
        <source>for example text-embedding-3-small or nomic-embed-text</source>
        <translation>por ejemplo text-embedding-3-small o nomic-embed-text</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Modelo de embeddings</translation>
    </message>
    <message>
        <source>Azure OpenAI: the name of the deployment.</source>
        <translation>Azure OpenAI: el nombre de la implementación.</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <source>the model&apos;s own</source>
        <translation>la propia del modelo</translation>
    </message>
    <message>
        <source>Vector dimension</source>
        <translation>Dimensión del vector</translation>
    </message>
    <message>
        <source>Only for models that can shorten their vectors (text-embedding-3-small and -large).</source>
        <translation>Solo para modelos que pueden acortar sus vectores (text-embedding-3-small y -large).</translation>
    </message>
    <message>
        <source>&amp;Dimension</source>
        <translation>&amp;Dimensión</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>&amp;Clave de API</translation>
    </message>
    <message>
        <source>Texts per request</source>
        <translation>Textos por solicitud</translation>
    </message>
    <message>
        <source>&amp;Texts per request</source>
        <translation>&amp;Textos por solicitud</translation>
    </message>
    <message>
        <source>Requests at once</source>
        <translation>Solicitudes simultáneas</translation>
    </message>
    <message>
        <source>&amp;Requests at once</source>
        <translation>&amp;Solicitudes simultáneas</translation>
    </message>
    <message>
        <source>The library can find passages by meaning as well as by words. Without a provider it learns its vectors from its own text; with one, the provider&apos;s embedding model makes them. Each passage is sent once: its vector is kept by the text&apos;s fingerprint.</source>
        <translation>La biblioteca puede encontrar pasajes por su significado además de por sus palabras. Sin proveedor aprende sus vectores de su propio texto; con uno, los calcula el modelo de embeddings del proveedor. Cada pasaje se envía una sola vez: su vector se guarda según la huella del texto.</translation>
    </message>
    <message>
        <source>Search the library by meaning as well as by words</source>
        <translation>Buscar en la biblioteca por significado además de por palabras</translation>
    </message>
    <message>
        <source>Off: library searches find passages by their words only (exact references first, then BM25), and no vectors are made. The firm server&apos;s library is always searched by words.</source>
        <translation>Desactivado: las búsquedas en la biblioteca encuentran pasajes solo por sus palabras (primero las referencias exactas, luego BM25) y no se calculan vectores. La biblioteca del servidor del despacho siempre se busca por palabras.</translation>
    </message>
    <message>
        <source>&amp;Search by meaning</source>
        <translation>Búsqueda por si&amp;gnificado</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacta</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Weight of exact references</source>
        <translation>Peso de las referencias exactas</translation>
    </message>
    <message>
        <source>Weight of meaning</source>
        <translation>Peso del significado</translation>
    </message>
    <message>
        <source>Weight of words (BM25)</source>
        <translation>Peso de las palabras (BM25)</translation>
    </message>
    <message>
        <source>How much each way of searching counts when their results are merged (reciprocal rank fusion): exact references, meaning, words. 0 leaves a way out.</source>
        <translation>Cuánto cuenta cada forma de búsqueda al combinar sus resultados (fusión por rango recíproco): referencias exactas, significado, palabras. 0 deja fuera esa forma.</translation>
    </message>
    <message>
        <source>Fusion &amp;weights</source>
        <translation>Pesos de la &amp;fusión</translation>
    </message>
    <message>
        <source>Fusion K</source>
        <translation>K de la fusión</translation>
    </message>
    <message>
        <source>The K of reciprocal rank fusion: larger values flatten the difference between the top results and the rest.</source>
        <translation>La K de la fusión por rango recíproco: los valores mayores reducen la diferencia entre los primeros resultados y el resto.</translation>
    </message>
    <message>
        <source>F&amp;usion K</source>
        <translation>K de la f&amp;usión</translation>
    </message>
    <message>
        <source>At least one weight must be above 0: the weights were not saved.</source>
        <translation>Al menos un peso debe ser mayor que 0: los pesos no se guardaron.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ExportPrompt</name>
    <message>
        <source>Exported to %1</source>
        <translation>Exportado a %1</translation>
    </message>
    <message>
        <source>Export answer</source>
        <translation>Exportar respuesta</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Exportar sesión</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FirmServerPage</name>
    <message>
        <source>With a firm server, the library and the research history are shared on the firm&apos;s PostgreSQL server, by matter. Leave the address empty to keep them on this computer. A changed server is used from the next start.</source>
        <translation>Con un servidor del despacho, la biblioteca y el historial de investigación se comparten en el servidor PostgreSQL del despacho, por asunto. Deje la dirección vacía para mantenerlos en este equipo. Un servidor cambiado se usa a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Server &amp;address</source>
        <translation>&amp;Dirección del servidor</translation>
    </message>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>not set (for example postgresql://db.firm.example/lmars)</source>
        <translation>sin definir (por ejemplo postgresql://db.firm.example/lmars)</translation>
    </message>
    <message>
        <source>A PostgreSQL address (postgresql://host:port/database) or connection settings (host=… port=… dbname=…).</source>
        <translation>Una dirección de PostgreSQL (postgresql://host:puerto/base_de_datos) o parámetros de conexión (host=… port=… dbname=…).</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>&amp;Usuario</translation>
    </message>
    <message>
        <source>Server user</source>
        <translation>Usuario del servidor</translation>
    </message>
    <message>
        <source>your login on this computer</source>
        <translation>su usuario en este equipo</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Contra&amp;seña</translation>
    </message>
    <message>
        <source>blank: from ~/.pgpass</source>
        <translation>vacía: desde ~/.pgpass</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>Text search</source>
        <translation>Búsqueda de texto</translation>
    </message>
    <message>
        <source>set on the server (lmars-cli server init); shown after a connection test</source>
        <translation>se define en el servidor (lmars-cli server init); se muestra tras una prueba de conexión</translation>
    </message>
    <message>
        <source>%1 (set on the server)</source>
        <translation>%1 (definida en el servidor)</translation>
    </message>
    <message>
        <source>%1 is set in the environment or .env file; that value is used instead.</source>
        <translation>%1 está definida en el entorno o en el archivo .env; se usa ese valor en su lugar.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar la conexión</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address for this user.</source>
        <translation>Introduzca la dirección del servidor para este usuario.</translation>
    </message>
    <message>
        <source>Remove the password from the address and put it in the Password field: it is kept in the keychain, never in the settings file.</source>
        <translation>Quite la contraseña de la dirección y póngala en el campo Contraseña: se guarda en el llavero, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>No server address: the library and the history stay on this computer.</source>
        <translation>Sin dirección de servidor: la biblioteca y el historial se quedan en este equipo.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>Cannot use the server: %1</source>
        <translation>No se puede usar el servidor: %1</translation>
    </message>
    <message>
        <source>You are not a member of any matter yet: an administrator adds you with lmars-cli server matter add-member.</source>
        <translation>Todavía no es miembro de ningún asunto: un administrador le añade con lmars-cli server matter add-member.</translation>
    </message>
    <message>
        <source>Your matters: %1.</source>
        <translation>Sus asuntos: %1.</translation>
    </message>
    <message>
        <source>Connected as %1 to PostgreSQL %2, schema version %3.</source>
        <translation>Conectado como %1 a PostgreSQL %2, versión del esquema %3.</translation>
    </message>
    <message>
        <source>&amp;Standbys</source>
        <translation>&amp;Servidores en espera</translation>
    </message>
    <message>
        <source>Standby servers</source>
        <translation>Servidores en espera</translation>
    </message>
    <message>
        <source>none (searches and history read from the server)</source>
        <translation>ninguno (búsquedas e historial se leen del servidor)</translation>
    </message>
    <message>
        <source>Hot standbys of the server (PostgreSQL streaming replicas), separated by &apos;;&apos;. Searches and the history list are read there when a standby answers and is at most 30 s behind; everything else, and the audit trail, goes to the server.</source>
        <translation>Servidores en espera activos (réplicas de streaming de PostgreSQL), separados por &apos;;&apos;. Las búsquedas y la lista del historial se leen allí cuando uno responde y va como máximo 30 s por detrás; todo lo demás, y el registro de auditoría, va al servidor.</translation>
    </message>
    <message>
        <source>Standby %1: %2</source>
        <translation>Servidor en espera %1: %2</translation>
    </message>
    <message>
        <source>Remove the password from the standby&apos;s address: the server&apos;s password is used for it.</source>
        <translation>Quite la contraseña de la dirección del servidor en espera: se usa la contraseña del servidor.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FirstRunPanel</name>
    <message>
        <source>Set up L-MARS</source>
        <translation>Configurar L-MARS</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Hide this panel (it returns while no model is configured)</source>
        <translation>Ocultar este panel (vuelve a aparecer mientras no haya ningún modelo configurado)</translation>
    </message>
    <message>
        <source>Choose model…</source>
        <translation>Elegir modelo…</translation>
    </message>
    <message>
        <source>Add CourtListener token…</source>
        <translation>Añadir token de CourtListener…</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>configurado</translation>
    </message>
    <message>
        <source>limited</source>
        <translation>limitado</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — the built-in default, a local Ollama server (%1). Choose another model if Ollama is not running here.</source>
        <translation>&lt;b&gt;Modelo&lt;/b&gt;: el predeterminado integrado, un servidor Ollama local (%1). Elija otro modelo si Ollama no se está ejecutando en este equipo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;Modelo&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Cambiar…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — Serper key set.</source>
        <translation>&lt;b&gt;Búsqueda web&lt;/b&gt;: clave de Serper definida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Case law&lt;/b&gt; — CourtListener token set.</source>
        <translation>&lt;b&gt;Jurisprudencia&lt;/b&gt;: token de CourtListener definido.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Case law&lt;/b&gt; — CourtListener works without a token, limited to 100 requests a day.</source>
        <translation>&lt;b&gt;Jurisprudencia&lt;/b&gt;: CourtListener funciona sin token, con un límite de 100 solicitudes al día.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Model&lt;/b&gt; — not usable yet: %1 Or set it here with &lt;i&gt;Choose model…&lt;/i&gt;&lt;br/&gt;Until a model is configured, Evidence-only mode works (ranked sources, no generated answer).</source>
        <translation>&lt;b&gt;Modelo&lt;/b&gt;: aún no se puede usar: %1 O configúrelo aquí con &lt;i&gt;Elegir modelo…&lt;/i&gt;&lt;br/&gt;Mientras no se configure un modelo, funciona el modo Solo evidencia (fuentes clasificadas, sin respuesta generada).</translation>
    </message>
    <message>
        <source>Set up web search…</source>
        <translation>Configurar la búsqueda web…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — SearXNG at %1.</source>
        <translation>&lt;b&gt;Búsqueda web&lt;/b&gt;: SearXNG en %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Web search&lt;/b&gt; — needs a Serper API key (serper.dev) or a SearXNG endpoint (a self-hosted instance); without one only case law and your documents are searched.</source>
        <translation>&lt;b&gt;Búsqueda web&lt;/b&gt;: necesita una clave de API de Serper (serper.dev) o un punto de conexión de SearXNG (una instancia propia); sin ninguno, solo se buscan jurisprudencia y sus documentos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — connecting to %1…</source>
        <translation>&lt;b&gt;Servidor del despacho&lt;/b&gt; — conectando con %1…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1 cannot be reached: %2&lt;br/&gt;Research still runs with the other sources; sessions are kept on this computer and sent when the server is back.</source>
        <translation>&lt;b&gt;Servidor del despacho&lt;/b&gt; — no se puede acceder a %1: %2&lt;br/&gt;La investigación sigue funcionando con las demás fuentes; las sesiones se guardan en este equipo y se envían cuando vuelva el servidor.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected; %n session(s) waiting to be sent.</source>
        <translation>
            <numerusform>&lt;b&gt;Servidor del despacho&lt;/b&gt; — %1, conectado; %n sesión en espera de envío.</numerusform>
            <numerusform>&lt;b&gt;Servidor del despacho&lt;/b&gt; — %1, conectado; %n sesiones en espera de envío.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Firm server&lt;/b&gt; — %1, connected.</source>
        <translation>&lt;b&gt;Servidor del despacho&lt;/b&gt; — %1, conectado.</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
</context>
<context>
    <name>lmars::ui::FollowUpPanel</name>
    <message>
        <source>Answers sharpen the research. Leave any blank, or skip them all.</source>
        <translation>Las respuestas afinan la investigación. Deje en blanco las que quiera u omítalas todas.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>Your answer (optional)</source>
        <translation>Su respuesta (opcional)</translation>
    </message>
    <message>
        <source>Answer to question %1</source>
        <translation>Respuesta a la pregunta %1</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Omitir</translation>
    </message>
    <message>
        <source>Go on without answering</source>
        <translation>Continuar sin responder</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>&amp;Continuar</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ForumField</name>
    <message>
        <source>not set</source>
        <translation>sin indicar</translation>
    </message>
    <message>
        <source>Forum court</source>
        <translation>Tribunal del foro</translation>
    </message>
    <message>
        <source>Cases are marked binding or persuasive in %1.</source>
        <translation>Los casos se marcan como vinculantes o persuasivos en %1.</translation>
    </message>
    <message>
        <source>The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or its name): each verified case is marked binding, persuasive or not precedential there. Empty: the jurisdiction suggests one.</source>
        <translation>El tribunal para el que se investiga (un id de courts-db como cal, calctapp, cand o ca9, o su nombre): cada caso verificado se marca allí como vinculante, persuasivo o sin valor de precedente. Vacío: la jurisdicción sugiere uno.</translation>
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
        <translation>Esta sesión se interrumpió antes de terminar.</translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
</context>
<context>
    <name>lmars::ui::HistoryPanel</name>
    <message>
        <source>No sessions yet.</source>
        <translation>Aún no hay sesiones.</translation>
    </message>
    <message>
        <source>No session matches.</source>
        <translation>Ninguna sesión coincide.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sesión</numerusform>
            <numerusform>%n sesiones</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Eliminar sesión</translation>
    </message>
    <message>
        <source>Delete “%1” and its whole record? This cannot be undone.</source>
        <translation>¿Eliminar “%1” y todo su registro? Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>Reopen</source>
        <translation>Reabrir</translation>
    </message>
    <message>
        <source>Run again</source>
        <translation>Ejecutar de nuevo</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Buscar en el historial</translation>
    </message>
    <message>
        <source>Past sessions</source>
        <translation>Sesiones anteriores</translation>
    </message>
    <message>
        <source>Reopen the selected session</source>
        <translation>Reabrir la sesión seleccionada</translation>
    </message>
    <message>
        <source>Run the selected question again as a new session</source>
        <translation>Ejecutar de nuevo la pregunta seleccionada como una sesión nueva</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the selected session</source>
        <translation>Eliminar la sesión seleccionada</translation>
    </message>
    <message>
        <source>No session in this matter.</source>
        <translation>No hay sesiones en este asunto.</translation>
    </message>
    <message>
        <source>Show the sessions of one matter</source>
        <translation>Mostrar las sesiones de un asunto</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryFailureList</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not indexed</source>
        <translation>no indexado</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) that could not be indexed</source>
        <translation>
            <numerusform>%n documento que no se pudo indexar</numerusform>
            <numerusform>%n documentos que no se pudieron indexar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryModel</name>
    <message>
        <source>indexing…</source>
        <translation>indexando…</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>indexed</source>
        <translation>indexado</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>Fragmentos</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Vigencia</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibraryPanel</name>
    <message>
        <source>Add documents to the library</source>
        <translation>Añadir documentos a la biblioteca</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.docx *.html *.htm *.md *.markdown *.txt);;All files (*)</source>
        <translation>Documentos (*.pdf *.docx *.html *.htm *.md *.markdown *.txt);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>Copying %n item(s) into the library…</source>
        <translation>
            <numerusform>Copiando %n elemento en la biblioteca…</numerusform>
            <numerusform>Copiando %n elementos en la biblioteca…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: files of this type are copied but not indexed.</source>
        <translation>%1: los archivos de este tipo se copian, pero no se indexan.</translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n file(s)…</source>
        <translation>
            <numerusform>Indexando %n archivo…</numerusform>
            <numerusform>Indexando %n archivos…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s).</source>
        <translation>
            <numerusform>Se eliminó %n documento.</numerusform>
            <numerusform>Se eliminaron %n documentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot open the file manager on %1.</source>
        <translation>No se puede abrir el administrador de archivos en %1.</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v de %m archivos</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>Indexando %1…</translation>
    </message>
    <message>
        <source>Indexing was stopped.</source>
        <translation>Se detuvo la indexación.</translation>
    </message>
    <message numerus="yes">
        <source>The library is up to date: %n document(s).</source>
        <translation>
            <numerusform>La biblioteca está actualizada: %n documento.</numerusform>
            <numerusform>La biblioteca está actualizada: %n documentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Volver a indexar</translation>
    </message>
    <message>
        <source>Show in file manager</source>
        <translation>Mostrar en el administrador de archivos</translation>
    </message>
    <message>
        <source>Remove from library…</source>
        <translation>Quitar de la biblioteca…</translation>
    </message>
    <message>
        <source>Remove documents</source>
        <translation>Quitar documentos</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n document(s) from the library? Copies in the library folder are deleted.</source>
        <translation>
            <numerusform>¿Quitar %n documento de la biblioteca? Se eliminará su copia en la carpeta de la biblioteca.</numerusform>
            <numerusform>¿Quitar %n documentos de la biblioteca? Se eliminarán sus copias en la carpeta de la biblioteca.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Buscar en la biblioteca</translation>
    </message>
    <message>
        <source>Library search results</source>
        <translation>Resultados de búsqueda en la biblioteca</translation>
    </message>
    <message>
        <source>Library documents</source>
        <translation>Documentos de la biblioteca</translation>
    </message>
    <message>
        <source>Drop files or folders here to add them to the library.</source>
        <translation>Suelte aquí archivos o carpetas para añadirlos a la biblioteca.</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progreso de la indexación</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the selected documents</source>
        <translation>Quitar los documentos seleccionados</translation>
    </message>
    <message>
        <source>Index the selected documents again</source>
        <translation>Volver a indexar los documentos seleccionados</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Mostrar en la carpeta</translation>
    </message>
    <message>
        <source>Show the document in the file manager</source>
        <translation>Mostrar el documento en el administrador de archivos</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) added to the firm server.</source>
        <translation>
            <numerusform>%n documento añadido al servidor del despacho.</numerusform>
            <numerusform>%n documentos añadidos al servidor del despacho.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) filed under the matter.</source>
        <translation>
            <numerusform>%n documento archivado en el asunto.</numerusform>
            <numerusform>%n documentos archivados en el asunto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move to matter</source>
        <translation>Mover al asunto</translation>
    </message>
    <message>
        <source>No matter</source>
        <translation>Sin asunto</translation>
    </message>
    <message>
        <source>Show the documents of one matter</source>
        <translation>Mostrar los documentos de un asunto</translation>
    </message>
    <message>
        <source>Add &amp;to matter:</source>
        <translation>Añadir &amp;al asunto:</translation>
    </message>
    <message>
        <source>The matter documents you add are filed under</source>
        <translation>El asunto en el que se archivan los documentos que añade</translation>
    </message>
    <message>
        <source>Add a folder to the library</source>
        <translation>Añadir una carpeta a la biblioteca</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be indexed; see the list under the documents.</source>
        <translation>
            <numerusform>No se pudo indexar %n archivo; vea la lista bajo los documentos.</numerusform>
            <numerusform>No se pudieron indexar %n archivos; vea la lista bajo los documentos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n document(s) could not be indexed; the reasons are listed above.</source>
        <translation>
            <numerusform>No se pudo indexar %1 de %n documento; los motivos figuran arriba.</numerusform>
            <numerusform>No se pudieron indexar %1 de %n documentos; los motivos figuran arriba.</numerusform>
        </translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>Archivos…</translation>
    </message>
    <message>
        <source>A folder…</source>
        <translation>Una carpeta…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) without a text layer were read by OCR.</source>
        <translation>
            <numerusform>%n página sin capa de texto se leyó por OCR.</numerusform>
            <numerusform>%n páginas sin capa de texto se leyeron por OCR.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rebuilding the library index for phrase and proximity search (Terms and Connectors); natural-language search works meanwhile.</source>
        <translation>Reconstruyendo el índice de la biblioteca para la búsqueda de frases y de proximidad (términos y conectores); mientras tanto, la búsqueda en lenguaje natural funciona.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::LibrarySearchResults</name>
    <message>
        <source>exact reference</source>
        <translation>referencia exacta</translation>
    </message>
    <message>
        <source>words</source>
        <translation>palabras</translation>
    </message>
    <message>
        <source>Found by %1</source>
        <translation>Encontrado por %1</translation>
    </message>
    <message>
        <source>meaning</source>
        <translation>significado</translation>
    </message>
    <message>
        <source>%1 (#%2)</source>
        <translation>%1 (n.º %2)</translation>
    </message>
    <message>
        <source>%1, page %2</source>
        <translation>%1, página %2</translation>
    </message>
    <message>
        <source>Nothing in the library matches “%1”.</source>
        <translation>Nada en la biblioteca coincide con “%1”.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>&amp;Research</source>
        <translation>&amp;Investigación</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New research</source>
        <translation>&amp;Nueva investigación</translation>
    </message>
    <message>
        <source>Export as &amp;PDF…</source>
        <translation>Exportar como &amp;PDF…</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>Exportar como &amp;HTML…</translation>
    </message>
    <message>
        <source>Export as &amp;Markdown…</source>
        <translation>Exportar como &amp;Markdown…</translation>
    </message>
    <message>
        <source>Export as &amp;JSON trajectory…</source>
        <translation>Exportar como trayectoria &amp;JSON…</translation>
    </message>
    <message>
        <source>Check &amp;citations in a document…</source>
        <translation>Comprobar las &amp;citas de un documento…</translation>
    </message>
    <message>
        <source>&amp;Re-check citations of this answer</source>
        <translation>&amp;Volver a comprobar las citas de esta respuesta</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Focus the question</source>
        <translation>Ir a la &amp;pregunta</translation>
    </message>
    <message>
        <source>&amp;Simple mode</source>
        <translation>Modo &amp;simple</translation>
    </message>
    <message>
        <source>&amp;Multi-turn mode</source>
        <translation>Modo &amp;multiturno</translation>
    </message>
    <message>
        <source>&amp;Evidence-only mode</source>
        <translation>Modo solo &amp;evidencia</translation>
    </message>
    <message>
        <source>Show &amp;sources panel</source>
        <translation>Mostrar panel de &amp;fuentes</translation>
    </message>
    <message>
        <source>Show research &amp;timeline</source>
        <translation>Mostrar &amp;cronología de la investigación</translation>
    </message>
    <message>
        <source>Go to s&amp;ources</source>
        <translation>Ir a las f&amp;uentes</translation>
    </message>
    <message>
        <source>Go to the &amp;answer</source>
        <translation>Ir a la &amp;respuesta</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>Tema &amp;oscuro</translation>
    </message>
    <message>
        <source>Show &amp;history and library</source>
        <translation>Mostrar &amp;historial y biblioteca</translation>
    </message>
    <message>
        <source>Go to &amp;history</source>
        <translation>Ir al h&amp;istorial</translation>
    </message>
    <message>
        <source>Go to &amp;library</source>
        <translation>Ir a la &amp;biblioteca</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About L-MARS</source>
        <translation>A&amp;cerca de L-MARS</translation>
    </message>
    <message>
        <source>About L-MARS</source>
        <translation>Acerca de L-MARS</translation>
    </message>
    <message>
        <source>&lt;h3&gt;L-MARS Desktop %1&lt;/h3&gt;&lt;p&gt;Multi-agent legal research with answers you can check: every claim points to a numbered source.&lt;/p&gt;&lt;p&gt;L-MARS gives legal information, not legal advice.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;L-MARS Desktop %1&lt;/h3&gt;&lt;p&gt;Investigación jurídica multiagente con respuestas verificables: cada afirmación remite a una fuente numerada.&lt;/p&gt;&lt;p&gt;L-MARS ofrece información jurídica, no asesoramiento jurídico.&lt;/p&gt;&lt;p&gt;Distribuido bajo la licencia GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export as &amp;Word document…</source>
        <translation>Exportar como documento de &amp;Word…</translation>
    </message>
    <message>
        <source>Export sources as &amp;CSL-JSON…</source>
        <translation>Exportar las fuentes como &amp;CSL-JSON…</translation>
    </message>
    <message>
        <source>Export sources as &amp;RIS…</source>
        <translation>Exportar las fuentes como &amp;RIS…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MainWindow</name>
    <message>
        <source>Source [%1] does not exist.</source>
        <translation>La fuente [%1] no existe.</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modelo: %1</translation>
    </message>
    <message>
        <source>No model: Evidence-only</source>
        <translation>Sin modelo: Solo evidencia</translation>
    </message>
    <message>
        <source>Researching…</source>
        <translation>Investigando…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: stopped %1 ms after you asked; %n source(s) kept.</source>
        <translation>
            <numerusform>Cancelado: se detuvo %1 ms después de pedirlo; se conservó %n fuente.</numerusform>
            <numerusform>Cancelado: se detuvo %1 ms después de pedirlo; se conservaron %n fuentes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n source(s).</source>
        <translation>
            <numerusform>Listo: %n fuente.</numerusform>
            <numerusform>Listo: %n fuentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The research failed.</source>
        <translation>La investigación falló.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Biblioteca</translation>
    </message>
    <message>
        <source>Nothing to export yet: run a research or open one from history.</source>
        <translation>Aún no hay nada que exportar: ejecute una investigación o abra una desde el historial.</translation>
    </message>
    <message>
        <source>Opened a saved session (%1).</source>
        <translation>Se abrió una sesión guardada (%1).</translation>
    </message>
    <message>
        <source>Your document library is empty: add documents in the Library tab.</source>
        <translation>Su biblioteca de documentos está vacía: añada documentos en la pestaña Biblioteca.</translation>
    </message>
    <message>
        <source>Web search needs a Serper API key or a SearXNG endpoint: add one in Settings → Search.</source>
        <translation>La búsqueda web necesita una clave de API de Serper o un punto de conexión de SearXNG: añada uno en Configuración → Búsqueda.</translation>
    </message>
    <message>
        <source>Legal Research</source>
        <translation>Investigación jurídica</translation>
    </message>
    <message>
        <source>Nothing to re-check: open a saved session with an answer.</source>
        <translation>Nada que volver a comprobar: abra una sesión guardada que tenga respuesta.</translation>
    </message>
    <message>
        <source>Research is running: wait for it to end or cancel it.</source>
        <translation>Hay una investigación en curso: espere a que termine o cancélela.</translation>
    </message>
    <message>
        <source>No model is configured: choose one in Settings to continue the answer.</source>
        <translation>No hay ningún modelo configurado: elija uno en Configuración para continuar la respuesta.</translation>
    </message>
    <message>
        <source>Continuing the answer…</source>
        <translation>Continuando la respuesta…</translation>
    </message>
    <message>
        <source>The answer could not be continued; the text written so far is kept. %1</source>
        <translation>No se pudo continuar la respuesta; se conserva el texto escrito hasta ahora. %1</translation>
    </message>
    <message>
        <source>Continuation cancelled; the answer written so far is kept.</source>
        <translation>Continuación cancelada; se conserva la respuesta escrita hasta ahora.</translation>
    </message>
    <message>
        <source>The continuation stopped before the end of the answer.</source>
        <translation>La continuación se detuvo antes del final de la respuesta.</translation>
    </message>
    <message>
        <source>The answer was continued.</source>
        <translation>La respuesta se ha continuado.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::MatterCombo</name>
    <message>
        <source>All matters</source>
        <translation>Todos los asuntos</translation>
    </message>
    <message>
        <source>No matter</source>
        <translation>Sin asunto</translation>
    </message>
    <message>
        <source>Show the matter</source>
        <translation>Mostrar el asunto</translation>
    </message>
    <message>
        <source>Matter</source>
        <translation>Asunto</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ModelPricesEditor</name>
    <message>
        <source>= input</source>
        <translation>= entrada</translation>
    </message>
    <message>
        <source>Model (exact name)</source>
        <translation>Modelo (exacto)</translation>
    </message>
    <message>
        <source>Input / 1M</source>
        <translation>Entrada / 1M</translation>
    </message>
    <message>
        <source>Cached input / 1M</source>
        <translation>Entrada en caché / 1M</translation>
    </message>
    <message>
        <source>Output / 1M</source>
        <translation>Salida / 1M</translation>
    </message>
    <message>
        <source>Prices per million tokens</source>
        <translation>Precios por millón de tokens</translation>
    </message>
    <message>
        <source>&amp;Add model</source>
        <translation>&amp;Añadir modelo</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Moneda:</translation>
    </message>
    <message>
        <source>Currency of the prices</source>
        <translation>Moneda de los precios</translation>
    </message>
    <message>
        <source>With a price for the model in use, the run&apos;s statistics, lmars-cli ask and eval report show the cost. Output includes reasoning tokens; cache writes count as input.</source>
        <translation>Con un precio para el modelo en uso, las estadísticas de la investigación, lmars-cli ask y eval report muestran el coste. La salida incluye los tokens de razonamiento; las escrituras en caché cuentan como entrada.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ModelReasoningPanel</name>
    <message>
        <source>the answer</source>
        <translation>la respuesta</translation>
    </message>
    <message>
        <source>the question&apos;s analysis</source>
        <translation>el análisis de la pregunta</translation>
    </message>
    <message>
        <source>the search plan</source>
        <translation>el plan de búsqueda</translation>
    </message>
    <message>
        <source>the judge&apos;s verdict</source>
        <translation>el veredicto del juez</translation>
    </message>
    <message>
        <source>the clarifying questions</source>
        <translation>las preguntas aclaratorias</translation>
    </message>
    <message>
        <source>Model reasoning for %1</source>
        <translation>Razonamiento del modelo para %1</translation>
    </message>
    <message numerus="yes">
        <source>%n reasoning token(s)</source>
        <translation>
            <numerusform>%n token de razonamiento</numerusform>
            <numerusform>%n tokens de razonamiento</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is incomplete: the model stopped with an error after part of it was written (%1).</source>
        <translation>La respuesta está incompleta: el modelo se detuvo con un error después de escribir una parte (%1).</translation>
    </message>
    <message>
        <source>The answer was cut off at the model&apos;s output limit.</source>
        <translation>La respuesta se cortó en el límite de salida del modelo.</translation>
    </message>
    <message>
        <source>Continue the answer</source>
        <translation>Continuar la respuesta</translation>
    </message>
    <message>
        <source>Ask the model to write the rest of the answer, from where it stopped.</source>
        <translation>Pedir al modelo que escriba el resto de la respuesta desde donde se detuvo.</translation>
    </message>
    <message>
        <source>the check of the answer&apos;s claims</source>
        <translation>la comprobación de las afirmaciones de la respuesta</translation>
    </message>
    <message>
        <source>the facts (IRAC)</source>
        <translation>los hechos (IRAC)</translation>
    </message>
    <message>
        <source>the rules (IRAC)</source>
        <translation>las normas (IRAC)</translation>
    </message>
    <message>
        <source>the application (IRAC)</source>
        <translation>la aplicación (IRAC)</translation>
    </message>
    <message>
        <source>the common-sense check (IRAC)</source>
        <translation>la comprobación de sentido común (IRAC)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::NetworkSettingsPage</name>
    <message>
        <source>CA certificates file</source>
        <translation>Archivo de certificados de CA</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificados PEM (*.pem *.crt *.cer);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>How L-MARS reaches the model, the search services and the official sources. Leave the proxy empty to use the system&apos;s proxy variables (https_proxy, no_proxy). Add your firm&apos;s CA certificate file when its network inspects secure connections.</source>
        <translation>Cómo llega L-MARS al modelo, a los servicios de búsqueda y a las fuentes oficiales. Deje el proxy vacío para usar las variables de proxy del sistema (https_proxy, no_proxy). Añada el archivo de certificado de CA de su despacho si su red inspecciona las conexiones seguras.</translation>
    </message>
    <message>
        <source>&amp;Proxy</source>
        <translation>&amp;Proxy</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>&amp;Usuario</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Contra&amp;seña</translation>
    </message>
    <message>
        <source>&amp;No proxy for</source>
        <translation>&amp;Sin proxy para</translation>
    </message>
    <message>
        <source>&amp;CA certificates</source>
        <translation>&amp;Certificados de CA</translation>
    </message>
    <message>
        <source>&amp;Test address</source>
        <translation>&amp;Dirección de prueba</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>not set (for example http://proxy.firm.example:3128)</source>
        <translation>sin definir (por ejemplo http://proxy.firm.example:3128)</translation>
    </message>
    <message>
        <source>Proxy user</source>
        <translation>Usuario del proxy</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never in the settings file.</source>
        <translation>Se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>No proxy for</source>
        <translation>Sin proxy para</translation>
    </message>
    <message>
        <source>for example localhost,.firm.example,10.0.0.0/8</source>
        <translation>por ejemplo localhost,.firm.example,10.0.0.0/8</translation>
    </message>
    <message>
        <source>the system&apos;s certificate authorities only</source>
        <translation>solo las autoridades de certificación del sistema</translation>
    </message>
    <message>
        <source>A PEM file of certificate authorities trusted in addition to the system&apos;s; the firm server&apos;s connection is checked against it too.</source>
        <translation>Un archivo PEM de autoridades de certificación de confianza además de las del sistema; la conexión con el servidor del despacho también se verifica con él.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Test address</source>
        <translation>Dirección de prueba</translation>
    </message>
    <message>
        <source>the model&apos;s address</source>
        <translation>la dirección del modelo</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>T&amp;est</source>
        <translation>P&amp;robar</translation>
    </message>
    <message>
        <source>%1 set in the environment or .env file; those values are used instead.</source>
        <translation>%1 definido en el entorno o en el archivo .env; se usan esos valores.</translation>
    </message>
    <message>
        <source>Remove the password from the proxy address and put it in the Password field: it is kept in the keychain, never in the settings file.</source>
        <translation>Quite la contraseña de la dirección del proxy y escríbala en el campo Contraseña: se guarda en el llavero, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an address to test.</source>
        <translation>&quot;%1&quot; no es una dirección que se pueda probar.</translation>
    </message>
    <message>
        <source>Requesting %1…</source>
        <translation>Solicitando %1…</translation>
    </message>
    <message>
        <source>%1 answered (HTTP %2): the proxy and certificate settings work for it.</source>
        <translation>%1 respondió (HTTP %2): la configuración de proxy y certificados funciona para esa dirección.</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2</source>
        <translation>No se puede llegar a %1: %2</translation>
    </message>
</context>
<context>
    <name>lmars::ui::RecheckDialog</name>
    <message>
        <source>Re-check citations</source>
        <translation>Volver a comprobar las citas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>This session has no answer to re-check.</source>
        <translation>Esta sesión no tiene ninguna respuesta que volver a comprobar.</translation>
    </message>
    <message>
        <source>No citation checker is available.</source>
        <translation>No hay ningún comprobador de citas disponible.</translation>
    </message>
    <message>
        <source>Re-checking the citations of this answer…</source>
        <translation>Volviendo a comprobar las citas de esta respuesta…</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SearchSyntaxChoice</name>
    <message>
        <source>Read as Terms and Connectors</source>
        <translation>Se lee como términos y conectores</translation>
    </message>
    <message>
        <source>Read as natural language</source>
        <translation>Se lee como lenguaje natural</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Natural language</source>
        <translation>Lenguaje natural</translation>
    </message>
    <message>
        <source>Terms and Connectors</source>
        <translation>Términos y conectores</translation>
    </message>
    <message>
        <source>Terms and Connectors: &quot;phrase&quot;, &amp; (and), a space or OR, % (but not), /n and +n (within n words), /s and /p (same sentence, paragraph), ! and * (endings)</source>
        <translation>Términos y conectores: &quot;frase&quot;, &amp; (y), un espacio u OR (o), % (pero no), /n y +n (a n palabras como máximo), /s y /p (misma oración, mismo párrafo), ! y * (terminaciones)</translation>
    </message>
    <message>
        <source>How the search is read</source>
        <translation>Cómo se lee la búsqueda</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SessionExporter</name>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>No se pudo escribir el PDF en %1.</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON trajectory (*.json)</source>
        <translation>Trayectoria JSON (*.json)</translation>
    </message>
    <message>
        <source>Another PDF export is still running.</source>
        <translation>Todavía se está ejecutando otra exportación a PDF.</translation>
    </message>
    <message>
        <source>Word document (*.docx)</source>
        <translation>Documento de Word (*.docx)</translation>
    </message>
    <message>
        <source>CSL-JSON sources for citation managers (*.csl.json)</source>
        <translation>Fuentes CSL-JSON para gestores de citas (*.csl.json)</translation>
    </message>
    <message>
        <source>RIS sources for citation managers (*.ris)</source>
        <translation>Fuentes RIS para gestores de citas (*.ris)</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SessionLoader</name>
    <message>
        <source>The session %1 no longer exists.</source>
        <translation>La sesión %1 ya no existe.</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SettingSources</name>
    <message>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <source>value hidden</source>
        <translation>valor oculto</translation>
    </message>
    <message>
        <source>In use: the environment variable %1 (%2). It wins over this field.</source>
        <translation>En uso: la variable de entorno %1 (%2). Prevalece sobre este campo.</translation>
    </message>
    <message>
        <source>In use: %1 from the .env file (%2). It wins over this field.</source>
        <translation>En uso: %1 del archivo .env (%2). Prevalece sobre este campo.</translation>
    </message>
    <message>
        <source>In use: this field (saved in the settings file).</source>
        <translation>En uso: este campo (guardado en el archivo de configuración).</translation>
    </message>
    <message>
        <source>In use: this key, kept in the system keychain.</source>
        <translation>En uso: esta clave, guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>In use: this key, kept only until L-MARS closes (no system keychain).</source>
        <translation>En uso: esta clave, guardada solo hasta que se cierre L-MARS (no hay llavero del sistema).</translation>
    </message>
    <message>
        <source>Not set.</source>
        <translation>Sin definir.</translation>
    </message>
    <message>
        <source>In use: the default, %1.</source>
        <translation>En uso: el valor predeterminado, %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Automatic (from the keys set)</source>
        <translation>Automático (según las claves definidas)</translation>
    </message>
    <message>
        <source>OpenAI-compatible (OpenAI, OpenRouter, vLLM, LM Studio…)</source>
        <translation>Compatible con OpenAI (OpenAI, OpenRouter, vLLM, LM Studio…)</translation>
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
        <translation>&amp;Proveedor</translation>
    </message>
    <message>
        <source>the provider&apos;s default</source>
        <translation>el predeterminado del proveedor</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>URL &amp;base</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <source>same as the model</source>
        <translation>el mismo que el modelo</translation>
    </message>
    <message>
        <source>Judge model</source>
        <translation>Modelo juez</translation>
    </message>
    <message>
        <source>&amp;Judge model</source>
        <translation>Modelo &amp;juez</translation>
    </message>
    <message>
        <source>API &amp;key</source>
        <translation>&amp;Clave de API</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>&amp;Serper API key</source>
        <translation>Clave de API de &amp;Serper</translation>
    </message>
    <message>
        <source>Serper endpoint</source>
        <translation>Punto de conexión de Serper</translation>
    </message>
    <message>
        <source>Serper &amp;endpoint</source>
        <translation>Punto de con&amp;exión de Serper</translation>
    </message>
    <message>
        <source>&amp;CourtListener token</source>
        <translation>Token de &amp;CourtListener</translation>
    </message>
    <message>
        <source>CourtListener endpoint</source>
        <translation>Punto de conexión de CourtListener</translation>
    </message>
    <message>
        <source>CourtListener e&amp;ndpoint</source>
        <translation>Punto de co&amp;nexión de CourtListener</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Investigación</translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation>Modo predeterminado</translation>
    </message>
    <message>
        <source>Default &amp;mode</source>
        <translation>&amp;Modo predeterminado</translation>
    </message>
    <message>
        <source>Maximum iterations</source>
        <translation>Máximo de iteraciones</translation>
    </message>
    <message>
        <source>Max &amp;iterations</source>
        <translation>Máx. de &amp;iteraciones</translation>
    </message>
    <message>
        <source>Pages to read per iteration</source>
        <translation>Páginas que se leen por iteración</translation>
    </message>
    <message>
        <source>&amp;Pages read per iteration</source>
        <translation>&amp;Páginas leídas por iteración</translation>
    </message>
    <message>
        <source>Web</source>
        <translation>Web</translation>
    </message>
    <message>
        <source>Case law</source>
        <translation>Jurisprudencia</translation>
    </message>
    <message>
        <source>My documents</source>
        <translation>Mis documentos</translation>
    </message>
    <message>
        <source>Default sources</source>
        <translation>Fuentes predeterminadas</translation>
    </message>
    <message>
        <source>the default library folder</source>
        <translation>la carpeta de biblioteca predeterminada</translation>
    </message>
    <message>
        <source>Library folder</source>
        <translation>Carpeta de la biblioteca</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Library folder</source>
        <translation>Carpeta de la &amp;biblioteca</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>sin definir</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Show or hide the key</source>
        <translation>Mostrar u ocultar la clave</translation>
    </message>
    <message>
        <source>API keys are stored in the system keychain, never in the settings file.</source>
        <translation>Las claves de API se guardan en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <source>⚠ %1 Keys are never written to the settings file.</source>
        <translation>⚠ %1 Las claves nunca se escriben en el archivo de configuración.</translation>
    </message>
    <message>
        <source>not set (for example http://localhost:8080)</source>
        <translation>sin definir (por ejemplo http://localhost:8080)</translation>
    </message>
    <message>
        <source>SearXNG endpoint</source>
        <translation>Punto de conexión de SearXNG</translation>
    </message>
    <message>
        <source>A SearXNG instance with the JSON format enabled (search.formats in its settings.yml). Web search uses it when no Serper key is set.</source>
        <translation>Una instancia de SearXNG con el formato JSON habilitado (search.formats en su settings.yml). La búsqueda web la usa cuando no hay una clave de Serper.</translation>
    </message>
    <message>
        <source>Sear&amp;XNG endpoint</source>
        <translation>Punto de conexión de Sear&amp;XNG</translation>
    </message>
    <message>
        <source>An api.data.gov key: searches the U.S. Code by words. Without it, sections are read by citation.</source>
        <translation>Una clave de api.data.gov: permite buscar en el Código de los Estados Unidos por palabras. Sin ella, las secciones se leen por su cita.</translation>
    </message>
    <message>
        <source>&amp;GovInfo API key</source>
        <translation>Clave de API de &amp;GovInfo</translation>
    </message>
    <message>
        <source>Default answer format</source>
        <translation>Formato de respuesta predeterminado</translation>
    </message>
    <message>
        <source>Answer &amp;format</source>
        <translation>&amp;Formato de la respuesta</translation>
    </message>
    <message>
        <source>Firm server</source>
        <translation>Servidor del despacho</translation>
    </message>
    <message>
        <source>Check citations, quotations and cited claims of every answer</source>
        <translation>Comprobar las citas, transcripciones y afirmaciones citadas de cada respuesta</translation>
    </message>
    <message>
        <source>Looks up each cited case, statute and regulation, matches quotations against their sources and checks that the sources support the cited sentences. When off, answers are marked as not checked.</source>
        <translation>Busca cada caso, ley y reglamento citado, coteja las transcripciones con sus fuentes y comprueba que las fuentes respaldan las frases citadas. Si está desactivado, las respuestas se marcan como no comprobadas.</translation>
    </message>
    <message>
        <source>&amp;Verification</source>
        <translation>&amp;Verificación</translation>
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
        <translation>Punto de acceso del Registro Federal</translation>
    </message>
    <message>
        <source>eCFR endpoint</source>
        <translation>Punto de acceso de eCFR</translation>
    </message>
    <message>
        <source>GovInfo endpoint</source>
        <translation>Punto de acceso de GovInfo</translation>
    </message>
    <message>
        <source>Reads U.S. Code sections by citation (no key).</source>
        <translation>Lee secciones del Código de EE. UU. por su cita (sin clave).</translation>
    </message>
    <message>
        <source>GovInfo API endpoint</source>
        <translation>Punto de acceso de la API de GovInfo</translation>
    </message>
    <message>
        <source>Searches the U.S. Code by words (with the GovInfo API key).</source>
        <translation>Busca en el Código de EE. UU. por palabras (con la clave de la API de GovInfo).</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>LM Studio</source>
        <translation>LM Studio</translation>
    </message>
    <message>
        <source>Read scanned pages and images by OCR</source>
        <translation>Leer por OCR las páginas escaneadas y las imágenes</translation>
    </message>
    <message>
        <source>Pages without a text layer and PNG, JPEG or TIFF files are read with Tesseract. Off: they are listed as &quot;scanned pages: OCR is off&quot;.</source>
        <translation>Las páginas sin capa de texto y los archivos PNG, JPEG o TIFF se leen con Tesseract. Desactivado: se listan como «páginas escaneadas: el OCR está desactivado».</translation>
    </message>
    <message>
        <source>&amp;OCR</source>
        <translation>Reconocimiento de texto (&amp;OCR)</translation>
    </message>
    <message>
        <source>Tesseract language codes joined by &apos;+&apos;. Add a language by installing its package (tesseract-ocr-fra for French) and naming it here: eng+deu+fra.</source>
        <translation>Códigos de idioma de Tesseract unidos por «+». Para añadir un idioma, instale su paquete (tesseract-ocr-spa para el español) y nómbrelo aquí: eng+deu+spa.</translation>
    </message>
    <message>
        <source>OCR &amp;languages</source>
        <translation>&amp;Idiomas del OCR</translation>
    </message>
    <message>
        <source>Word documents: each citation as a footnote</source>
        <translation>Documentos de Word: cada cita como nota al pie</translation>
    </message>
    <message>
        <source>Off: the answer keeps its [n] markers and the numbered source list.</source>
        <translation>Desactivado: la respuesta conserva sus marcadores [n] y la lista numerada de fuentes.</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportación</translation>
    </message>
    <message>
        <source>Citation cache</source>
        <translation>Caché de citas</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Precios</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation>Vectores</translation>
    </message>
</context>
<context>
    <name>lmars::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceDetailView</name>
    <message>
        <source>Source text</source>
        <translation>Texto de la fuente</translation>
    </message>
    <message>
        <source>Open &amp;original</source>
        <translation>Abrir &amp;original</translation>
    </message>
    <message>
        <source>Open the source in your browser</source>
        <translation>Abrir la fuente en su navegador</translation>
    </message>
    <message>
        <source>Open at &amp;page</source>
        <translation>Abrir en la &amp;página</translation>
    </message>
    <message>
        <source>Open the document at the cited page</source>
        <translation>Abrir el documento en la página citada</translation>
    </message>
    <message>
        <source>Copy &amp;citation</source>
        <translation>Copiar &amp;cita</translation>
    </message>
    <message>
        <source>Snippet</source>
        <translation>Fragmento</translation>
    </message>
    <message>
        <source>Extracted text</source>
        <translation>Texto extraído</translation>
    </message>
    <message>
        <source>No text was retrieved for this source.</source>
        <translation>No se obtuvo texto para esta fuente.</translation>
    </message>
    <message>
        <source>Select a source, or click a [n] marker in the answer.</source>
        <translation>Seleccione una fuente o haga clic en una marca [n] de la respuesta.</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>página %1</translation>
    </message>
    <message>
        <source>cited in the answer</source>
        <translation>citada en la respuesta</translation>
    </message>
    <message>
        <source>Text as of %1</source>
        <translation>Texto a fecha de %1</translation>
    </message>
    <message>
        <source>Citation check</source>
        <translation>Comprobación de citas</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceItemDelegate</name>
    <message>
        <source>cited</source>
        <translation>citada</translation>
    </message>
    <message>
        <source>p. %1</source>
        <translation>p. %1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourceListModel</name>
    <message>
        <source>%1, p. %2 (%3)</source>
        <translation>%1, p. %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source %1: %2, %3, %4</source>
        <translation>Fuente %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Revoked by %1</source>
        <translation>Revocado por %1</translation>
    </message>
    <message>
        <source>Revoked by %1 on %2</source>
        <translation>Revocado por %1 el %2</translation>
    </message>
    <message>
        <source>Superseded by %1</source>
        <translation>Sustituido por %1</translation>
    </message>
    <message>
        <source>Superseded by %1 on %2</source>
        <translation>Sustituido por %1 el %2</translation>
    </message>
    <message>
        <source>Removed before %1</source>
        <translation>Suprimido antes del %1</translation>
    </message>
    <message>
        <source>In force on %1</source>
        <translation>Vigente el %1</translation>
    </message>
    <message>
        <source>changed after that date: %1</source>
        <translation>modificado después de esa fecha: %1</translation>
    </message>
    <message>
        <source>latest eCFR text (%1)</source>
        <translation>texto más reciente de eCFR (%1)</translation>
    </message>
    <message>
        <source>after the as-of date</source>
        <translation>posterior a la fecha de referencia</translation>
    </message>
    <message>
        <source>Repealed, omitted or transferred</source>
        <translation>Derogada, omitida o trasladada</translation>
    </message>
    <message>
        <source>U.S. Code: laws enacted through %1</source>
        <translation>Código de EE. UU.: leyes promulgadas hasta el %1</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n verified</source>
        <translation>
            <numerusform>✓ %n verificada</numerusform>
            <numerusform>✓ %n verificadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %n flagged</source>
        <translation>
            <numerusform>✗ %n señalada</numerusform>
            <numerusform>✗ %n señaladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>? %n unchecked</source>
        <translation>
            <numerusform>? %n sin comprobar</numerusform>
            <numerusform>? %n sin comprobar</numerusform>
        </translation>
    </message>
    <message>
        <source>repealed</source>
        <translation>derogado</translation>
    </message>
    <message>
        <source>revoked</source>
        <translation>revocado</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>sustituido</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>changed after the as-of date</source>
        <translation>modificado después de la fecha de referencia</translation>
    </message>
    <message>
        <source>page not found</source>
        <translation>página no encontrada</translation>
    </message>
    <message>
        <source>page not read</source>
        <translation>página no leída</translation>
    </message>
</context>
<context>
    <name>lmars::ui::SourcesPanel</name>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Filter by type</source>
        <translation>Filtrar por tipo</translation>
    </message>
    <message>
        <source>All types</source>
        <translation>Todos los tipos</translation>
    </message>
    <message>
        <source>Filter by authority</source>
        <translation>Filtrar por autoridad</translation>
    </message>
    <message>
        <source>Sort sources</source>
        <translation>Ordenar fuentes</translation>
    </message>
    <message>
        <source>Citation copied to the clipboard.</source>
        <translation>Cita copiada al portapapeles.</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n fuente</numerusform>
            <numerusform>%n fuentes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>Se muestran %1 de %2</translation>
    </message>
    <message>
        <source>All tiers</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>[n] order</source>
        <translation>Orden [n]</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Más recientes</translation>
    </message>
    <message>
        <source>Authority</source>
        <translation>Autoridad</translation>
    </message>
    <message>
        <source>Sort by number, date (newest first) or authority</source>
        <translation>Ordenar por número, fecha (las más recientes primero) o autoridad</translation>
    </message>
    <message>
        <source>Sources appear here as the research finds them: web pages, court opinions and your own documents, each with its [n] number.</source>
        <translation>Las fuentes aparecen aquí a medida que la investigación las encuentra: páginas web, resoluciones judiciales y sus propios documentos, cada una con su número [n].</translation>
    </message>
</context>
<context>
    <name>lmars::ui::TimelineCard</name>
    <message>
        <source>Expand or collapse %1</source>
        <translation>Expandir o contraer %1</translation>
    </message>
</context>
<context>
    <name>lmars::ui::TimelineView</name>
    <message>
        <source>Research timeline</source>
        <translation>Cronología de la investigación</translation>
    </message>
    <message>
        <source>Elapsed time, tokens and model calls</source>
        <translation>Tiempo transcurrido, tokens y llamadas al modelo</translation>
    </message>
    <message>
        <source>Each step of the research appears here as it happens: clarifying questions, the analysis, every search with its results, the pages read and the judge&apos;s verdicts.</source>
        <translation>Cada paso de la investigación aparece aquí a medida que ocurre: preguntas de aclaración, el análisis, cada búsqueda con sus resultados, las páginas leídas y los veredictos del juez.</translation>
    </message>
    <message>
        <source>Clarifying questions</source>
        <translation>Preguntas de aclaración</translation>
    </message>
    <message>
        <source>asking…</source>
        <translation>preguntando…</translation>
    </message>
    <message>
        <source>waiting for you</source>
        <translation>esperando su respuesta</translation>
    </message>
    <message>
        <source>your input</source>
        <translation>su respuesta</translation>
    </message>
    <message>
        <source>No questions were needed.</source>
        <translation>No hizo falta ninguna pregunta.</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>sin responder</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1/%2 respondidas</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %n llamada</numerusform>
            <numerusform>%1 · %n llamadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n call(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n llamada</numerusform>
            <numerusform>%1 · %2 · %n llamadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 elapsed; tokens %2; %n model call(s)</source>
        <translation>
            <numerusform>%1 transcurridos; tokens %2; %n llamada al modelo</numerusform>
            <numerusform>%1 transcurridos; tokens %2; %n llamadas al modelo</numerusform>
        </translation>
    </message>
    <message>
        <source>cost %1 at the prices in Settings</source>
        <translation>coste %1 con los precios de la configuración</translation>
    </message>
</context>
<context>
    <name>lmars::ui::VectorStatusLabel</name>
    <message>
        <source>Search by meaning: the firm server&apos;s library is searched by words only.</source>
        <translation>Búsqueda por significado: en la biblioteca del servidor del despacho se busca solo por palabras.</translation>
    </message>
    <message>
        <source>Building the vectors failed: %1</source>
        <translation>Falló la construcción de los vectores: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown command &quot;%1&quot;.

</source>
        <translation>comando desconocido &quot;%1&quot;.

</translation>
    </message>
    <message>
        <source>This build has no keychain support: keys are kept only until L-MARS closes.</source>
        <translation>Esta compilación no admite llavero: las claves se conservan solo hasta que se cierre L-MARS.</translation>
    </message>
    <message>
        <source>Checking the citations of a document:</source>
        <translation>Comprobar las citas de un documento:</translation>
    </message>
    <message>
        <source>list every citation with its page, line and status after the offline checks (--json); exit code 5 when a citation is flagged</source>
        <translation>enumera cada cita con su página, línea y estado tras las comprobaciones sin conexión (--json); código de salida 5 si se señala alguna cita</translation>
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
        <translation>Uso: lmars-cli &lt;comando&gt; [opciones]

Comandos:
  ask QUESTION        investiga una cuestión jurídica e imprime una respuesta con citas
  history             lista las sesiones anteriores (--search TEXT para búsqueda de texto completo);
                      history rename ID TITLE da un título a una sesión
  show ID             muestra una sesión (--json para el documento de trayectoria)
  export ID           escribe una sesión como docx, pdf, html, md, json, o sus fuentes como csl-json
                      o ris (--format F [--out FILE] [--footnotes])
  delete ID           elimina una sesión
  uscore              evalúa cuán incierta resulta una respuesta (--answer-file F [--sources-file S])
  library SUBCOMMAND  la biblioteca local de documentos: add PATH..., index [DIR], list, remove PATH...,
                      search QUERY [--as-of DATE] [-k N] [--json], stats
  server SUBCOMMAND   el servidor PostgreSQL del despacho: init, status, matter, wall, audit, push,
                      search, list, history (vea &apos;lmars-cli server --help&apos;)
  eval mcq            ejecuta un conjunto con formato LegalSearchQA en una condición (--dataset F --condition C)
  eval report         resume los resultados de evaluación, uno junto a otro (FILE... [--markdown])
  eval retrieval      métricas de recuperación sobre un conjunto de tipo BEIR (--set DIR [--k 10] [--json])
  version             imprime la versión

Ejecute &apos;lmars-cli &lt;comando&gt; --help&apos; para ver las opciones de un comando; --verbose muestra los registros internos.
Códigos de salida: 0 éxito, 2 error de uso, 3 falta configuración, 4 fallo del proveedor o de la red,
130 cancelado.
</translation>
    </message>
</context>
</TS>
