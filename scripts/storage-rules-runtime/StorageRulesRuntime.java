// A Cloud Storage rules runtime for the Storage emulator, built on the Firebase rules engine that ships
// inside the Google Cloud CLI's Firestore emulator JAR. It speaks the same line protocol as the
// downloadable runtime firebase-tools starts with `java -jar <runtime> serve`: one JSON request a line on
// stdin ("load_ruleset" compiles a ruleset, "verify" evaluates one request), one JSON answer a line on
// stdout. Rules that call firestore.get()/exists() are not supported: such a call fails and denies.
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.EvaluationListener;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

public final class StorageRulesRuntime {
  private static final Map<String, RulesetAst> RULESETS = new HashMap<>();
  private static final JsonFormat.Parser PROTO = JsonFormat.parser().ignoringUnknownFields();
  private static final JsonFormat.Printer PRINT = JsonFormat.printer().omittingInsignificantWhitespace();

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    out.println(ready);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      JsonObject request = new JsonObject();
      JsonObject answer;
      try {
        request = JsonParser.parseString(line).getAsJsonObject();
        String action = request.get("action").getAsString();
        JsonObject context = request.getAsJsonObject("context");
        answer = switch (action) {
          case "load_ruleset" -> load(context);
          case "verify" -> verify(context);
          default -> failure("unknown action " + action);
        };
      } catch (Exception e) {
        answer = failure(String.valueOf(e));
      }
      answer.add("id", request.get("id"));
      out.println(answer);
    }
  }

  private static JsonObject load(JsonObject context) throws Exception {
    Source.Builder source = Source.newBuilder();
    PROTO.merge(context.get("source").toString(), source);
    FirebaseRulesLangOptions options = FirebaseRulesLangOptions.builder().allowTernaryOperator(true).build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    JsonObject answer = ok();
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      JsonElement json = JsonParser.parseString(PRINT.print(issue));
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(json);
    }
    answer.add("errors", errors);
    answer.add("warnings", warnings);
    if (!compiled.hasCompilationError()) {
      RULESETS.put(context.get("rulesetName").getAsString(), compiled.getRulesetAst());
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", 2);
      answer.add("result", result);
    }
    return answer;
  }

  private static JsonObject verify(JsonObject context) throws Exception {
    RulesetAst ruleset = RULESETS.get(context.get("rulesetName").getAsString());
    if (ruleset == null) return failure("no ruleset named " + context.get("rulesetName"));
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : context.get("path").getAsString().split("/")) {
      if (!segment.isEmpty()) path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    ImmutableMap.Builder<String, Supplier<ListenableFuture<ExpressionValue>>> variables = ImmutableMap.builder();
    for (Map.Entry<String, JsonElement> entry : context.getAsJsonObject("variables").entrySet()) {
      ExpressionValue.Builder value = ExpressionValue.newBuilder();
      PROTO.merge(entry.getValue().toString(), value);
      ExpressionValue built = value.build();
      variables.put(entry.getKey(), () -> Futures.immediateFuture(built));
    }
    Evaluator.Context request = new Evaluator.Context() {
      private final ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> vars = variables.build();
      @Override public String service() { return context.get("service").getAsString(); }
      @Override public String method() { return context.get("method").getAsString(); }
      @Override public ExpressionPathValue path() { return path.build(); }
      @Override public ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables() { return vars; }
      @Override public ImmutableMap<String, AsyncRuntimeFunction> functions() { return ImmutableMap.of(); }
    };
    ImmutableList<Supplier<EvaluationListener>> listeners = ImmutableList.of();
    JsonObject answer = ok();
    JsonArray warnings = new JsonArray();
    boolean permitted;
    try {
      EvaluationResult result =
          new DefaultEvaluator(ruleset, listeners, EvaluationRestrictions.builder().build()).evaluate(request).get();
      permitted = result.permit();
    } catch (ExecutionException e) {
      // A condition that fails to evaluate (a null auth, a missing field) denies, as in Cloud Storage.
      permitted = false;
      warnings.add(String.valueOf(e.getCause()));
    }
    answer.add("errors", new JsonArray());
    answer.add("warnings", warnings);
    JsonObject permit = new JsonObject();
    permit.addProperty("permit", permitted);
    answer.add("result", permit);
    return answer;
  }

  private static JsonObject ok() {
    JsonObject answer = new JsonObject();
    answer.addProperty("status", "ok");
    return answer;
  }

  private static JsonObject failure(String message) {
    JsonObject answer = new JsonObject();
    answer.addProperty("status", "error");
    answer.addProperty("message", message);
    JsonArray errors = new JsonArray();
    errors.add(message);
    answer.add("errors", errors);
    return answer;
  }
}
