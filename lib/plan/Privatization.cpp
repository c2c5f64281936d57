//===- Privatization.cpp --------------------------------------------------===//
#include "warpagg/plan/Privatization.h"

#include "warpagg/find/AtomicCatalog.h"
#include "warpagg/analysis/DataGuard.h"
#include "warpagg/analysis/KernelSync.h"
#include "warpagg/analysis/KeyRange.h"
#include "warpagg/analysis/StaticShared.h"
#include "warpagg/analysis/TableRef.h"
#include "warpagg/analysis/TableUse.h"
#include "warpagg/plan/ProfileDecisions.h"
#include "warpagg/plan/SourceDirectives.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <climits>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace warpagg {
namespace {

// ptxas refuses more static shared memory per block ("too much shared
// data"); more needs dynamic shared memory and an opt-in at the launch.
constexpr unsigned long long StaticSharedLimit = 48 * 1024;

// A site the rewrite may redirect: one the tool would rewrite, or leaves to
// nvcc (whose aggregation still sends one atomic per warp to global
// memory). A hand-aggregated site is not: its guard may already leave one
// thread per block (`if (threadIdx.x == 0)`), where a copy only adds work.
bool isCandidate(const Site &S) {
  return S.Rewrite || S.ReasonCode == "compiler-aggregated" ||
         S.ReasonCode == "grid-stride-loop";
}

std::string opTag(AtomicFunction F) {
  static const char *Names[] = {"add", "sub", "min", "max",
                                "bit_and", "bit_or", "bit_xor"};
  assert(isReduction(F.Op) && "only reductions are rewritten");
  std::string Tag = std::string("warpagg::op::") + Names[(int)F.Op];
  if (F.Scope == AtomicScope::Block)
    Tag += "_block";
  else if (F.Scope == AtomicScope::System)
    Tag += "_system";
  return Tag;
}

// The bytes of \p E in the main file, when it is written there plainly.
std::optional<std::pair<unsigned, unsigned>>
plainOffsets(const Expr *E, const SourceManager &SM, const LangOptions &LO) {
  if (E->getBeginLoc().isMacroID() || E->getEndLoc().isMacroID())
    return std::nullopt;
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
  if (R.isInvalid() || !SM.isInMainFile(R.getBegin()))
    return std::nullopt;
  return std::make_pair(SM.getFileOffset(R.getBegin()),
                        SM.getFileOffset(R.getEnd()));
}

struct Table {
  const FunctionDecl *Kernel = nullptr;
  const ValueDecl *Decl = nullptr;
  /// A template kernel's instantiation: its pattern, and the table's
  /// declaration there (every instantiation's copy is written once, in the
  /// pattern's text, so they must all agree).
  const FunctionDecl *Pattern = nullptr;
  const ValueDecl *PatternDecl = nullptr;
  std::vector<std::pair<SiteNode *, TableRef>> Sites;
  std::string Code, Why; // refusal
  long long Lo = 0, Hi = 0;
  /// Some site's keys come from the profile: every site of the table goes
  /// through the run-time guard, and the copy covers exactly the keys
  /// [KeysLo, Hi) (no entry 0 needed: the guard indexes it from KeysLo).
  bool Guarded = false;
  long long KeysLo = 0;
  std::string KeyWhy;
  std::string Type;
  unsigned long long ElementBytes = 0;
  std::string Variable, Target;
  bool AddressOfScalar = false;

  void refuse(std::string C, std::string W) {
    if (Code.empty()) {
      Code = std::move(C);
      Why = std::move(W);
    }
  }
  unsigned long long bytes() const {
    return (unsigned long long)(Hi - Lo) * ElementBytes;
  }
};

class Planner {
public:
  Planner(ASTContext &Context, const RewriteOptions &Options)
      : Context(Context), SM(Context.getSourceManager()), Options(Options),
        Directives(SourceDirectives::parse(
            SM.getBufferData(SM.getMainFileID()))) {}

  void run(std::vector<SiteNode> &Nodes) {
    std::vector<Table> Tables;
    std::map<std::pair<const FunctionDecl *, const ValueDecl *>, size_t> Index;
    for (SiteNode &N : Nodes) {
      const FunctionDecl *Kernel = N.Function;
      if (!Kernel || !Kernel->hasAttr<CUDAGlobalAttr>() || !N.Call ||
          N.S->Fn.Api != AtomicApi::Function || N.Call->getNumArgs() != 2)
        continue;
      std::optional<TableRef> Ref =
          tableRefOf(N.address(), Kernel, Context);
      if (!Ref) {
        noteUnnamedBase(*N.S);
        continue;
      }
      auto Key = std::make_pair(Kernel->getCanonicalDecl(), Ref->Decl);
      auto [It, New] = Index.try_emplace(Key, Tables.size());
      if (New) {
        Tables.emplace_back();
        Table &T = Tables.back();
        T.Kernel = Kernel;
        T.Decl = Ref->Decl;
        if (const FunctionDecl *P = Kernel->getTemplateInstantiationPattern()) {
          T.Pattern = P;
          T.PatternDecl = Ref->Decl;
          if (const auto *Parm = dyn_cast<ParmVarDecl>(Ref->Decl))
            T.PatternDecl = P->getParamDecl(Parm->getFunctionScopeIndex());
        }
      }
      Tables[It->second].Sites.push_back({&N, *Ref});
    }
    for (Table &T : Tables)
      decide(T);
    agreeAcrossInstantiations(Tables);
    // Per kernel: its copies and its own static __shared__ memory within
    // the budget, and within the 48 KiB ptxas allows static shared memory
    // whatever the budget.
    std::map<const FunctionDecl *, unsigned long long> Used, Own;
    std::map<const FunctionDecl *, std::vector<Table *>> ByKernel;
    for (Table &T : Tables) {
      if (!T.Code.empty())
        continue;
      auto [OwnIt, NewKernel] = Own.try_emplace(T.Kernel, 0);
      if (NewKernel)
        OwnIt->second = Used[T.Kernel] = staticSharedBytes(T.Kernel, Context);
      unsigned long long &U = Used[T.Kernel];
      unsigned long long Budget =
          std::min<unsigned long long>(Options.PrivatizeBudget, StaticSharedLimit);
      if (U + T.bytes() > Budget) {
        std::string OwnNote =
            OwnIt->second ? " (the kernel's own __shared__ variables take " +
                                std::to_string(OwnIt->second) + ")"
                          : "";
        T.refuse("budget",
                 "its copy needs " + std::to_string(T.bytes()) +
                     " bytes of shared memory per block (" +
                     std::to_string(T.Hi - T.Lo) + " x " + T.Type + "); " +
                     std::to_string(U > Budget ? 0 : Budget - U) + " of the " +
                     std::to_string(Budget) +
                     (Budget < Options.PrivatizeBudget
                          ? " bytes of static shared memory a block may have"
                          : " bytes of --privatize-budget") +
                     " are left" + OwnNote);
        continue;
      }
      U += T.bytes();
      ByKernel[T.Kernel].push_back(&T);
    }
    for (auto &[Kernel, Ts] : ByKernel)
      rewriteKernel(Kernel, Ts);
    sameTextAcrossInstantiations(Tables);
    mirrorOntoPatterns(Tables);
    for (Table &T : Tables)
      record(T);
  }

private:
  static std::string kernelName(const FunctionDecl *K) {
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    K->getNameForDiagnostic(OS, K->getASTContext().getPrintingPolicy(),
                            /*Qualified=*/false);
    return Name;
  }

  // The instantiations a template kernel's text serves in this translation
  // unit (explicit specializations have their own text).
  static std::set<const FunctionDecl *> instancesOf(const FunctionDecl *P) {
    std::set<const FunctionDecl *> Out;
    if (const FunctionTemplateDecl *T = P->getDescribedFunctionTemplate())
      for (const FunctionDecl *F : T->specializations())
        if (F->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
          Out.insert(F);
    return Out;
  }

  // The tables of template kernels' instantiations, by template.
  static std::map<const FunctionDecl *, std::vector<Table *>>
  byPattern(std::vector<Table> &Tables) {
    std::map<const FunctionDecl *, std::vector<Table *>> Out;
    for (Table &T : Tables)
      if (T.Pattern)
        Out[T.Pattern].push_back(&T);
    return Out;
  }

  // The template parameter a parameter table's element type is written as
  // in the template (`T *hist`): it then spells the copy, also where this
  // file's instantiations agree (a later one may not).
  std::optional<std::string> parameterElement(const ValueDecl *Decl) const {
    QualType Element = Decl->getType();
    if (Element->isPointerType())
      Element = Element->getPointeeType();
    Element = Element.getUnqualifiedType();
    if (!isa<ParmVarDecl>(Decl) || !Element->getAs<TemplateTypeParmType>())
      return std::nullopt;
    return Element.getAsString(Context.getPrintingPolicy());
  }

  // Why the instantiations' views of one table of template \p Pattern cannot
  // share one copy; empty when they can.
  static std::string disagreement(const FunctionDecl *Pattern,
                                  const std::vector<Table *> &Views,
                                  bool TypeSpelledByParameter) {
    for (const Table *B : Views)
      if (!B->Code.empty())
        return "in instantiation '" + kernelName(B->Kernel) + "': " + B->Why;
    std::set<const FunctionDecl *> Instances = instancesOf(Pattern);
    if (Views.size() != Instances.size() ||
        llvm::any_of(Views, [&](const Table *B) {
          return !Instances.count(B->Kernel) || !B->Kernel->hasBody();
        }))
      return "not every instantiation of '" + Pattern->getNameAsString() +
             "' in this file updates it with CUDA's atomics";
    const Table &A = *Views.front();
    for (const Table *B : Views) {
      if (B->Lo != A.Lo || B->Hi != A.Hi)
        return "its key range differs between instantiations (" +
               std::to_string(A.Hi - A.Lo) + " entries in '" +
               kernelName(A.Kernel) + "', " + std::to_string(B->Hi - B->Lo) +
               " in '" + kernelName(B->Kernel) + "')";
      if (B->Type != A.Type && !TypeSpelledByParameter)
        return "its element type differs between instantiations ('" + A.Type +
               "' in '" + kernelName(A.Kernel) + "', '" + B->Type + "' in '" +
               kernelName(B->Kernel) + "')";
    }
    return "";
  }

  // The instantiations of one template kernel share one text: a table is
  // privatized in all of them alike or in none.
  void agreeAcrossInstantiations(std::vector<Table> &Tables) {
    for (auto &[Pattern, Ts] : byPattern(Tables)) {
      std::map<const ValueDecl *, std::vector<Table *>> ByDecl;
      for (Table *T : Ts)
        ByDecl[T->PatternDecl].push_back(T);
      for (auto &[Decl, Views] : ByDecl) {
        if (llvm::all_of(Views, [](const Table *B) { return !B->Code.empty(); }))
          continue; // refused by every instantiation: their own reasons
        std::optional<std::string> Spelled = parameterElement(Decl);
        std::string Why = disagreement(Pattern, Views, Spelled.has_value());
        if (!Why.empty()) {
          for (Table *B : Views) {
            B->Code.clear();
            B->refuse("template-differs", Why);
          }
        } else if (Spelled) {
          // Budgeted at the largest element type, the same in every
          // instantiation, so that they decide alike.
          unsigned long long Bytes = 0;
          for (const Table *B : Views)
            Bytes = std::max(Bytes, B->ElementBytes);
          for (Table *B : Views) {
            B->Type = *Spelled;
            B->ElementBytes = Bytes;
          }
        }
      }
    }
  }

  // After the budget, which sums a kernel's tables per instantiation: the
  // instantiations' edits of each site must be the same text; where they are
  // not, none of the template's tables is privatized.
  void sameTextAcrossInstantiations(std::vector<Table> &Tables) {
    for (auto &[Pattern, Ts] : byPattern(Tables)) {
      // Per instantiation: every site's edits, in order.
      std::map<const FunctionDecl *, std::multiset<std::string>> Text;
      for (Table *T : Ts)
        for (auto &[N, Ref] : T->Sites)
          Text[T->Kernel].insert(std::to_string(N->S->Line) + ":" +
                                 std::to_string(N->S->Column) + " " +
                                 (N->S->Private ? slotText(*N->S) : ""));
      bool Differ = llvm::any_of(Text, [&](const auto &Entry) {
        return Entry.second != Text.begin()->second;
      });
      if (!Differ)
        continue;
      std::string Why = "its instantiations would spell the privatized sites "
                        "differently";
      for (const Table *B : Ts)
        if (!B->Code.empty())
          Why = "in instantiation '" + kernelName(B->Kernel) + "': " + B->Why;
      for (Table *T : Ts) {
        for (auto &[N, Ref] : T->Sites)
          N->S->Private.reset();
        if (T->Code.empty())
          T->refuse("template-differs", Why);
      }
    }
  }

  static std::string slotText(const Site &S) {
    const PrivateSlot &P = *S.Private;
    std::string Text = P.BaseText + (P.KeepCallee ? "|keep|" : "|runtime|") +
                       P.GuardText + "|";
    for (const TextEdit &E : P.KernelEdits)
      Text += std::to_string(E.Offset) + ":" + E.Text + "|";
    if (!P.KeepCallee)
      Text += S.Strategy;
    return Text;
  }

  // A template's pattern (clang records sites there too: calls that do not
  // depend on a template parameter) takes its instantiations' decision.
  void mirrorOntoPatterns(std::vector<Table> &Tables) {
    for (Table &T : Tables) {
      if (!T.Kernel->isDependentContext())
        continue;
      const Table *I = nullptr;
      for (const Table &Other : Tables)
        if (Other.Pattern == T.Kernel && Other.PatternDecl == T.Decl)
          I = &Other;
      if (!I)
        continue; // not instantiated here: "template"
      T.Code = I->Code;
      T.Why = I->Why;
      T.Type = I->Type;
      if (!I->Code.empty())
        continue;
      for (auto &[N, Ref] : T.Sites)
        for (auto &[M, IRef] : I->Sites)
          if (M->S->Private && M->S->Line == N->S->Line &&
              M->S->Column == N->S->Column) {
            N->S->Private = M->S->Private;
            N->S->RuntimeFunction = M->S->RuntimeFunction;
            N->S->Strategy = M->S->Strategy;
            N->S->CalleeOffset = M->S->CalleeOffset;
            N->S->CalleeLength = M->S->CalleeLength;
          }
    }
  }

  // A site whose table is no base the rewrite can name (a pointer computed
  // in the kernel, a member, another function's parameter), although the
  // profile measured its keys within a span a copy could hold: says why
  // nothing came of it. A copy needs one table, the same in every thread,
  // named at the kernel's start and end; the profile's keys (absent here:
  // the instrumented build found no table either) would be relative to it.
  void noteUnnamedBase(Site &S) const {
    if (!S.Measured || !S.Measured->KeySpan || S.ResultUsed ||
        !isCandidate(S) || !S.ElementBytes)
      return;
    unsigned long long Limit = sharedBytesLimit() / S.ElementBytes;
    if (S.Measured->KeySpan > Limit)
      return;
    S.NotPrivatizedCode = "profile-base-unnamed";
    S.NotPrivatizedWhy =
        "the table of the atomic on line " + std::to_string(S.Line) +
        " of kernel '" + S.EnclosingFunction +
        "' not privatized: the profile measured its addresses within a key "
        "span of " +
        std::to_string(S.Measured->KeySpan) +
        " entries, but the address is not an index into a table the "
        "rewrite can name (a pointer parameter of the kernel or a "
        "__device__ variable, the same in every thread), so no "
        "block-private copy could be flushed to it";
  }

  void decide(Table &T) {
    const FunctionDecl *K = T.Kernel;
    // The kernel's first line (where `__global__` is written) or its name's.
    unsigned KernelLine = SM.getExpansionLineNumber(K->getBeginLoc());
    unsigned NameLine = SM.getExpansionLineNumber(K->getLocation());
    if (!Options.Privatize)
      return T.refuse("off", "--privatize=off");
    if (Directives.noPrivatize(KernelLine) || Directives.noPrivatize(NameLine))
      return T.refuse("directive", "a 'warpagg: no-privatize' comment on "
                                   "the kernel");
    if (K->isDependentContext())
      return T.refuse("template", "the kernel is a template that this file "
                                  "does not instantiate");
    const auto *Body = dyn_cast_or_null<CompoundStmt>(K->getBody());
    if (!Body || !SM.isInMainFile(SM.getExpansionLoc(K->getLocation())))
      return T.refuse("in-header", "the kernel is not in the file rewritten");
    if (Body->getLBracLoc().isMacroID() || Body->getRBracLoc().isMacroID())
      return T.refuse("macro", "the kernel's braces come from a macro");
    // The sites.
    bool First = true;
    llvm::SmallPtrSet<const Expr *, 8> Allowed;
    for (auto &[N, Ref] : T.Sites) {
      Site &S = *N->S;
      std::string At = " (line " + std::to_string(S.Line) + ")";
      if (Directives.ignored(S.Line))
        return T.refuse("directive", "a 'warpagg: ignore' comment" + At);
      if (Directives.nolint(S.Line))
        return T.refuse("directive", "a NOLINT comment" + At);
      if (Directives.noPrivatize(S.Line))
        return T.refuse("directive", "a 'warpagg: no-privatize' comment" + At);
      if (S.ResultUsed)
        return T.refuse("result-used", "the result of an atomic on it is "
                                       "used" + At);
      if (S.ReasonCode == "already-aggregated")
        return T.refuse("already-aggregated",
                        "an atomic on it is already aggregated by hand" + At);
      // The profile saw its warps without peers: the site is left alone
      // (plan/ProfileDecisions.h), and so is its table.
      if (measuredWithoutPeers(S))
        return T.refuse("profile-no-peers",
                        "the profile measured peers in " +
                            percent(S.Measured->share(S.Measured->WithPeers)) +
                            " of the warp executions of an atomic on it" +
                            At);
      if (!isCandidate(S))
        return T.refuse("site-left-alone",
                        "an atomic on it is left alone" + At + ": " + S.Reason);
      std::string Type = S.Types.front();
      if (Type == "float2" || Type == "float4" || !S.TypeSupported)
        return T.refuse("unsupported-type",
                        "CUDA has no shared-memory " + cudaName(S.Fn) +
                            " for '" + Type + "'");
      if (First) {
        T.Type = Type;
        T.ElementBytes = Context.getTypeSizeInChars(N->Value).getQuantity();
      } else if (S.Fn.Op != T.Sites.front().first->S->Fn.Op ||
                 S.Fn.Scope != T.Sites.front().first->S->Fn.Scope ||
                 Type != T.Type) {
        return T.refuse("mixed-ops", "its atomics are of different "
                                     "operations, scopes or types" + At);
      }
      bool Profiled = false;
      std::optional<KeyBounds> Keys = siteKeys(S, Ref, T, At, Profiled);
      if (!Keys)
        return;
      // A table starts at key 0 unless keys are negative (signed 8-bit):
      // a copy based past its start would point outside the array.
      long long Lo = std::min(Keys->Lo, 0ll);
      if (First || Lo < T.Lo)
        T.Lo = Lo;
      if (First || Keys->Lo < T.KeysLo)
        T.KeysLo = Keys->Lo;
      if (First || Keys->Hi > T.Hi)
        T.Hi = Keys->Hi;
      if (First || (!Ref.keyed() && T.KeyWhy == "one address") ||
          (Profiled && !T.Guarded))
        T.KeyWhy = Keys->Why;
      T.Guarded |= Profiled;
      T.AddressOfScalar |= Ref.AddressOfScalar;
      if (!plainOffsets(Ref.Operand, SM, Context.getLangOpts()))
        return T.refuse("macro", "the table operand comes from a macro" + At);
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Ref.Operand))
        Allowed.insert(DRE);
      else if (const auto *U = dyn_cast<UnaryOperator>(Ref.Operand))
        Allowed.insert(U->getSubExpr()->IgnoreParens());
      First = false;
    }
    if (T.Guarded)
      T.Lo = T.KeysLo;
    if (T.Hi - T.Lo > (long long)(Options.PrivatizeBudget / T.ElementBytes) &&
        T.Hi - T.Lo > 1)
      return T.refuse("budget",
                      "its keys span " + std::to_string(T.Hi - T.Lo) +
                          " entries of " + T.Type + ", more than the " +
                          std::to_string(Options.PrivatizeBudget) +
                          " bytes of --privatize-budget");
    std::string Use = tableUseProblem(T.Decl, K, Allowed, Context);
    if (!Use.empty())
      return T.refuse("table-used", Use);
    auto [Code, Why] = kernelSyncProblem(K, Context);
    if (!Code.empty())
      return T.refuse(Code, Why);
    // A one-address counter behind a data-dependent condition, once per
    // thread, may be hit rarely: the copy's barriers would cost every block
    // (a keyed table behind one is usually a range check: hot).
    bool Forced = Directives.privatize(KernelLine) ||
                  Directives.privatize(NameLine);
    bool Keyed = false;
    for (auto &[N, Ref] : T.Sites) {
      Forced |= Directives.privatize(N->S->Line);
      Keyed |= Ref.keyed();
    }
    if (Forced || Keyed)
      return;
    // Only a guess: where the profile measured the guarded atomic with
    // peers, its guard lets enough threads through.
    std::vector<Site *> GuessOverturned;
    for (auto &[N, Ref] : T.Sites) {
      const Expr *Guard = dataGuardOf(N->Call, K, Context);
      if (Guard && measuredWithPeers(*N->S)) {
        GuessOverturned.push_back(N->S);
        continue;
      }
      if (Guard)
        return T.refuse(
            "maybe-rare",
            "its atomic runs once per thread behind a condition that reads "
            "data (line " +
                std::to_string(SM.getExpansionLineNumber(Guard->getBeginLoc())) +
                ": '" + spelling(Guard) +
                "'), which may let few threads through: the copy's barriers "
                "would cost every block (a counter hit once per million "
                "elements measured 14% slower); '// warpagg: privatize' on "
                "the kernel asks for it anyway");
    }
    for (Site *S : GuessOverturned)
      S->ProfileNote += "; privatized although its guard reads data (the "
                        "guess 'maybe rare' overturned by the peers "
                        "measured)";
  }

  // The key range of \p S (its address \p Ref) on table \p T: the one the
  // tool proves, which is safe; a 'warpagg: keys=N' comment only where it
  // proves none (one that states fewer keys than proven is not trusted:
  // FileRewriter warns); the table's declared size; else the keys the
  // profile measured (\p Profiled). Ranges are formed only within
  // MaxKeyMagnitude of the table's start, so that no end or span of them
  // overflows. None: \p T is refused.
  std::optional<KeyBounds> siteKeys(const Site &S, const TableRef &Ref,
                                    Table &T, const std::string &At,
                                    bool &Profiled) const {
    const std::string Name = T.Decl->getNameAsString();
    const char *Beyond = ", beyond the 2^40 entries either side of the "
                         "table's start that a copy may cover";
    if (!Ref.keyed() && (Ref.Constant < -MaxKeyMagnitude ||
                         Ref.Constant > MaxKeyMagnitude)) {
      T.refuse("budget", "its address is entry " +
                             std::to_string(Ref.Constant) + " of '" + Name +
                             "'" + Beyond + At);
      return std::nullopt;
    }
    std::optional<KeyBounds> Keys =
        Ref.keyed() ? keyRange(Ref.Terms, Ref.Constant, Context)
                    : KeyBounds{Ref.Constant, Ref.Constant + 1, "one address"};
    if (unsigned long long N = Directives.keys(S.Line); N && !Keys) {
      if (N > (unsigned long long)MaxKeyMagnitude) {
        T.refuse("budget", "its 'warpagg: keys=" + std::to_string(N) +
                               "' comment states " + std::to_string(N) +
                               " keys" + Beyond + At);
        return std::nullopt;
      }
      Keys = KeyBounds{0, (long long)N,
                       "a 'warpagg: keys=" + std::to_string(N) + "' comment"};
    }
    if (!Keys)
      if (const auto *A = Context.getAsConstantArrayType(T.Decl->getType()))
        Keys = KeyBounds{0, (long long)A->getSize().getZExtValue(),
                         "an index into '" + Name + "' of " +
                             std::to_string(A->getSize().getZExtValue()) +
                             " entries"};
    if (Keys)
      return Keys;
    auto [Code, Why] = refuseProfiledKeys(S, T);
    if (!Code.empty()) {
      T.refuse(Code, Why + At);
      return std::nullopt;
    }
    Profiled = true;
    return profiledKeys(*S.Measured);
  }

  // Why the profile cannot bound the keys of \p S, an atomic on table \p T
  // whose keys the analysis cannot: code and reason; empty when it can. A
  // stale or unseen site (no measurement) keeps the static refusal.
  std::pair<std::string, std::string> refuseProfiledKeys(const Site &S,
                                                         const Table &T) const {
    const char *Unproven = "the range of its index is not proven small";
    if (!S.Measured)
      return {"range-unknown",
              std::string(Unproven) + " (a 'warpagg: keys=N' comment states "
                                      "it; so can a profile)"};
    const SiteMeasurement &M = *S.Measured;
    if (!M.HasKeyBounds)
      return {"range-unknown",
              std::string(Unproven) +
                  " and the profile has no keys for it (its instrumented "
                  "build counted the address without its table)"};
    // Unsigned: the keys may span up to 2^64 (-2^63..2^63-1), which no
    // signed difference holds.
    unsigned long long Limit = sharedBytesLimit() / T.ElementBytes;
    std::string Measured = "the profile measured its keys from " +
                           std::to_string(M.KeyLow) + " to " +
                           std::to_string(M.KeyHigh) + " (" + keyCount(M) +
                           " entries of " + T.Type + ")";
    if (M.keyDistance() >= Limit)
      return {"profile-span-large",
              Measured + ", more than the " + std::to_string(Limit) +
                  " entries that fit " + std::to_string(sharedBytesLimit()) +
                  " bytes of shared memory (--privatize-budget, at most the "
                  "48 KiB of static shared memory a block may have)"};
    // Few keys, but so far from the table's start that no table has them
    // (its base is no table's): and no key range is formed out there.
    if (M.KeyLow < -MaxKeyMagnitude || M.KeyHigh > MaxKeyMagnitude)
      return {"profile-span-large",
              Measured + ", beyond the 2^40 entries either side of the "
                         "table's start that a copy may cover"};
    return {"", ""};
  }

  // The keys the profile measured, as a range [Lo, Hi).
  static KeyBounds profiledKeys(const SiteMeasurement &M) {
    return KeyBounds{M.KeyLow, M.KeyHigh + 1,
                     keyBounds(M) + " as measured by the profile (span " +
                         keyCount(M) +
                         "; not proven: keys outside it take the global "
                         "atomic)"};
  }

  unsigned long long sharedBytesLimit() const {
    return std::min<unsigned long long>(Options.PrivatizeBudget,
                                        StaticSharedLimit);
  }

  std::string spelling(const Expr *E) const {
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getTokenRange(E->getSourceRange()),
                             SM, Context.getLangOpts())
            .str();
    if (Text.size() > 60)
      Text = Text.substr(0, 57) + "...";
    return Text;
  }

  // The kernel's prologue and epilogue, and each site's operand.
  void rewriteKernel(const FunctionDecl *K, const std::vector<Table *> &Ts) {
    const auto *Body = cast<CompoundStmt>(K->getBody());
    bool Returns = containsReturn(Body);
    std::string Prologue, Epilogue = Returns ? "}(); " : "";
    Epilogue += "__syncthreads(); ";
    for (Table *T : Ts) {
      std::string Name = T->Decl->getNameAsString();
      T->Variable = "wa_priv_" + Name;
      T->Target = (T->AddressOfScalar ? "&" : "") + Name;
      std::string Op = opTag(T->Sites.front().first->S->Fn);
      Prologue += " __shared__ " + T->Type + " " + T->Variable + "[" +
                  std::to_string(T->Hi - T->Lo) + "]; warpagg::private_zero<" +
                  Op + ">(" + T->Variable + ");";
      Epilogue += "warpagg::private_flush<" + Op + ">(" + T->Variable + ", " +
                  T->Target +
                  (!T->Lo        ? std::string()
                   : T->Guarded ? ", " + longLongLiteral(T->Lo)
                                : ", " + std::to_string(T->Lo)) +
                  "); ";
    }
    Prologue += " __syncthreads();";
    if (Returns)
      Prologue += " [&]() {";
    unsigned Open = SM.getFileOffset(Body->getLBracLoc()) + 1;
    unsigned Close = SM.getFileOffset(Body->getRBracLoc());
    bool Carried = false;
    for (Table *T : Ts)
      for (auto &[N, Ref] : T->Sites) {
        Site &S = *N->S;
        PrivateSlot P;
        P.Table = T->Target;
        P.Variable = T->Variable;
        P.Kernel = K->getNameAsString();
        P.ElementType = T->Type;
        P.Entries = T->Hi - T->Lo;
        P.First = T->Lo;
        P.Bytes = T->bytes();
        P.KeyWhy = T->KeyWhy;
        auto Offsets = *plainOffsets(Ref.Operand, SM, Context.getLangOpts());
        P.BaseOffset = Offsets.first;
        P.BaseLength = Offsets.second - Offsets.first;
        P.BaseText = T->Lo ? "(" + T->Variable + " + " +
                                 std::to_string(-T->Lo) + ")"
                           : T->Variable;
        if (T->Guarded) {
          // Keys [Lo, Hi) of the table as named go to the copy, the others
          // to the global atomic (private_table.cuh).
          P.Guarded = true;
          P.GuardText = "warpagg::private_or_global<" +
                        opTag(T->Sites.front().first->S->Fn) + ", " +
                        longLongLiteral(T->Lo) + ", " +
                        longLongLiteral(T->Hi - 1) + ">(" + T->Variable +
                        ", " + T->Decl->getNameAsString() + ")";
        }
        // A warp into one shared float: the runtime's uniform reduction (a
        // shared float add is a CAS loop per lane); else the shared atomic.
        P.KeepCallee = T->Guarded || !(S.Rewrite && S.UniformProven &&
                                       S.Strategy == "uniform" &&
                                       S.CalleeLength > 0);
        if (!Carried) {
          P.KernelEdits = {{Open, 0, Prologue, /*OwnLines=*/true},
                           {Close, 0, Epilogue, /*OwnLines=*/true}};
          Carried = true;
        }
        S.Private = std::move(P);
      }
  }

  // \p V as a C++ literal of type long long ("-5ll"; the lowest value,
  // which has no literal, as an expression).
  static std::string longLongLiteral(long long V) {
    if (V == LLONG_MIN)
      return "(-9223372036854775807ll - 1)";
    return std::to_string(V) + "ll";
  }

  static bool containsReturn(const Stmt *S) {
    if (!S || isa<LambdaExpr>(S))
      return false;
    if (isa<ReturnStmt>(S))
      return true;
    for (const Stmt *C : S->children())
      if (containsReturn(C))
        return true;
    return false;
  }

  void record(Table &T) {
    for (auto &[N, Ref] : T.Sites) {
      Site &S = *N->S;
      if (S.Private) {
        if (S.Private->Guarded && S.Measured && S.Measured->HasKeyBounds)
          S.ProfileNote += "; privatized with the keys the profile measured, " +
                           keyBounds(*S.Measured) + " (span " +
                           keyCount(*S.Measured) +
                           "), in a copy of entries " +
                           std::to_string(S.Private->First) + ".." +
                           std::to_string(S.Private->First +
                                          (long long)S.Private->Entries - 1) +
                           "; keys outside it take the global atomic";
        S.Rewrite = true;
        S.ReasonCode.clear();
        S.Reason.clear();
        S.Group.reset();
        S.NotFusedWhy.clear();
        if (S.Private->KeepCallee) {
          S.Strategy.clear();
          S.StrategyWhy.clear();
        }
        continue;
      }
      S.NotPrivatizedCode = T.Code;
      S.NotPrivatizedWhy = "table '" + T.Decl->getNameAsString() +
                           "' of kernel '" + T.Kernel->getNameAsString() +
                           "' not privatized: " + T.Why;
    }
  }

  ASTContext &Context;
  const SourceManager &SM;
  const RewriteOptions &Options;
  SourceDirectives Directives;
};

} // namespace

bool isQuietPrivatizationCode(llvm::StringRef Code) {
  return Code.empty() || Code == "range-unknown" || Code == "off" ||
         Code == "already-aggregated" ||
         Code == "site-left-alone" || Code == "template" ||
         Code == "in-header" || Code == "result-used" ||
         Code == "profile-no-peers"; // the site's own note says it
}

void planPrivatization(std::vector<SiteNode> &Nodes, ASTContext &Context,
                       const RewriteOptions &Options) {
  Planner(Context, Options).run(Nodes);
}

} // namespace warpagg
