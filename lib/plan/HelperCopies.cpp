//===- HelperCopies.cpp ---------------------------------------------------===//
#include "warpagg/plan/HelperCopies.h"

#include "warpagg/analysis/AstQueries.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include <variant>

using namespace clang;

namespace warpagg {
namespace {

// Beyond this many calls a helper keeps its all-calls decision: each call
// costs one more analysis of each of its sites.
constexpr unsigned MaxCalls = 64;

std::string place(const CallExpr *Call, const ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  SourceLocation Loc = SM.getFileLoc(Call->getBeginLoc());
  std::string Where = "line " + std::to_string(SM.getSpellingLineNumber(Loc));
  if (const FunctionDecl *Caller =
          enclosingFunction(Call, const_cast<ASTContext &>(Context)))
    Where += " (in '" + Caller->getNameAsString() + "')";
  return Where;
}

// What the site does at one call, as a note says it.
std::string outcome(const Site &At) {
  if (!At.Rewrite)
    return At.Reason;
  std::string Out = "its lanes can share the address: aggregated as " +
                    At.replacement();
  if (!At.StrategyWhy.empty())
    Out += " (" + At.StrategyWhy + ")";
  return Out;
}

// The parts of a definition that a copy would not reproduce faithfully.
class BodyCheck : public RecursiveASTVisitor<BodyCheck> {
public:
  explicit BodyCheck(const FunctionDecl *Helper)
      : Helper(Helper->getCanonicalDecl()) {}
  bool VisitVarDecl(VarDecl *V) {
    if (V->isStaticLocal() || V->hasAttr<CUDASharedAttr>())
      Problem = "it declares the " +
                std::string(V->hasAttr<CUDASharedAttr>() ? "__shared__"
                                                         : "static") +
                " variable '" + V->getNameAsString() +
                "', which a copy would not share";
    return Problem.empty();
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *F = Call->getDirectCallee())
      if (F->getCanonicalDecl() == Helper)
        Problem = "it calls itself";
    return Problem.empty();
  }
  std::string Problem;

private:
  const FunctionDecl *Helper;
};

// The copy of \p Helper for the calls \p Gaining, or why none can be made.
std::variant<HelperCopy, std::string>
makeCopy(const FunctionDecl *Helper, llvm::ArrayRef<const CallExpr *> Gaining,
         ASTContext &Context) {
  std::string Name = Helper->getNameAsString();
  if (Helper->isTemplated() || Helper->getTemplateInstantiationPattern())
    return "'" + Name + "' is a template (or in one); copies of "
           "instantiations are not made";
  if (isa<CXXMethodDecl>(Helper))
    return "'" + Name + "' is a member function, whose copy would need a "
           "declaration in its class";
  const FunctionDecl *Def = Helper->getDefinition();
  if (!Def || !Def->getBody() || !Helper->getIdentifier())
    return "the definition of '" + Name + "' is not visible";
  BodyCheck Check(Def);
  Check.TraverseStmt(Def->getBody());
  if (!Check.Problem.empty())
    return Check.Problem;
  for (const FunctionDecl *D : Def->redecls())
    if (D != Def && llvm::any_of(D->parameters(), [](const ParmVarDecl *P) {
          return P->hasDefaultArg();
        }))
      return "its default arguments are on another declaration, which a copy "
             "would not have";
  std::string CopyName = Name + "_warpagg";
  if (Context.Idents.find(CopyName) != Context.Idents.end())
    return "the name '" + CopyName + "' is already in use";

  const SourceManager &SM = Context.getSourceManager();
  const LangOptions &LO = Context.getLangOpts();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Def->getSourceRange()), SM, LO);
  SourceLocation NameLoc = Def->getLocation();
  if (Range.isInvalid() || !NameLoc.isFileID() ||
      SM.getFileID(Range.getBegin()) != SM.getFileID(NameLoc))
    return "the definition of '" + Name + "' comes from a macro";
  if (Def->getQualifier())
    return "its definition is qualified ('" +
           Def->getQualifiedNameAsString() +
           "'): a copy would have no declaration to define";
  FileID File = SM.getFileID(NameLoc);
  llvm::StringRef Text = SM.getBufferData(File);
  HelperCopy Copy;
  Copy.Helper = Name;
  Copy.Name = CopyName;
  Copy.DefBegin = SM.getFileOffset(Range.getBegin());
  Copy.DefEnd = SM.getFileOffset(Range.getEnd());
  Copy.NameOffset = SM.getFileOffset(NameLoc);
  // The copy goes after the definition's last line: only blanks or a
  // line comment may follow its '}' there.
  unsigned End = Copy.DefEnd;
  while (End < Text.size() && (Text[End] == ' ' || Text[End] == '\t'))
    ++End;
  if (Text.substr(End).starts_with("//"))
    End = std::min(Text.size(), Text.find_first_of("\r\n", End));
  if (End < Text.size() && Text[End] != '\n' && Text[End] != '\r')
    return "code follows the definition of '" + Name + "' on its last line";
  Copy.InsertOffset = End;
  unsigned LineStart = Text.rfind('\n', Copy.DefBegin) + 1; // npos + 1 == 0
  llvm::StringRef Before =
      Text.slice(LineStart, Copy.DefBegin);
  if (Before.find_first_not_of(" \t") == llvm::StringRef::npos)
    Copy.Indent = Before.str();
  Copy.NextLine =
      SM.getPresumedLoc(SM.getComposedLoc(File, End)).getLine() + 1;
  for (const CallExpr *Call : Gaining) {
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
    SourceLocation At = Ref ? Ref->getLocation() : SourceLocation();
    std::string Where = place(Call, Context);
    if (!Ref || !At.isFileID())
      return "the call at " + Where + " names '" + Name +
             "' through a macro, where it cannot be renamed";
    if (Ref->hasExplicitTemplateArgs() ||
        isa<UsingShadowDecl>(Ref->getFoundDecl()))
      return "the call at " + Where + " names '" + Name +
             "' through a using-declaration or template arguments";
    if (SM.getFileID(At) != File)
      return "the call at " + Where + " is in another file than '" + Name +
             "' (each file is rewritten on its own)";
    if (SM.getFileOffset(At) < Copy.DefEnd)
      return "the call at " + Where + " comes before the definition of '" +
             Name + "', where a copy after it would not be visible";
    Copy.RenameOffsets.push_back(SM.getFileOffset(At));
  }
  return Copy;
}

// The calls of a helper that can run, each text once: a call in a
// template's pattern never runs (its instantiations' calls, which share its
// text, do); the instantiations of one call share its text, which one
// rename edits for all of them.
struct CallTexts {
  llvm::SmallVector<const CallExpr *, 4> Runnable;
  /// Indices into Runnable, one list per text, in order of appearance.
  std::vector<llvm::SmallVector<size_t, 2>> Texts;
};

// True when \p Call is written in a template's pattern (a generic lambda's
// included): only its instantiations' copies of it run.
bool inTemplatePattern(const CallExpr *Call, ASTContext &Context) {
  DynTypedNodeList Parents = Context.getParents(*Call);
  while (Parents.size() == 1) {
    if (const auto *F = Parents[0].get<FunctionDecl>())
      return F->isDependentContext();
    if (const auto *L = Parents[0].get<LambdaExpr>())
      return L->getCallOperator()->isDependentContext();
    Parents = Context.getParents(Parents[0]);
  }
  return false;
}

CallTexts runnableCallTexts(llvm::ArrayRef<const CallExpr *> Calls,
                            ASTContext &Context) {
  const SourceManager &SM = Context.getSourceManager();
  CallTexts Out;
  llvm::DenseMap<unsigned, size_t> TextOf; // the callee's spelling
  for (const CallExpr *Call : Calls) {
    if (inTemplatePattern(Call, Context) ||
        llvm::is_contained(Out.Runnable, Call))
      continue;
    SourceLocation Name = SM.getSpellingLoc(
        Call->getCallee()->IgnoreParenImpCasts()->getExprLoc());
    auto [It, New] =
        TextOf.try_emplace(Name.getRawEncoding(), Out.Texts.size());
    if (New)
      Out.Texts.emplace_back();
    Out.Texts[It->second].push_back(Out.Runnable.size());
    Out.Runnable.push_back(Call);
  }
  return Out;
}

// A helper rewritten for every call, some of which pass an address that
// differs in every lane: adaptive's match would cost up to 2x the plain
// atomic at those (bench/results/2026-11-25-h100-shapes.md), while
// likely_distinct's per-warp order test costs about 1% there and still
// reaches the match where lanes share few addresses (likely_distinct.cuh).
void boundCostAtDistinctCalls(Site &S, llvm::ArrayRef<Site> AtCall,
                              llvm::ArrayRef<const CallExpr *> Calls,
                              ASTContext &Context) {
  if (!S.Rewrite || S.Strategy != "adaptive")
    return;
  for (size_t C = 0; C < AtCall.size(); ++C)
    if (!AtCall[C].Rewrite && (AtCall[C].ReasonCode == "lane-distinct" ||
                               AtCall[C].ReasonCode == "lane-distinct-in-rows")) {
      S.Strategy = "likely_distinct";
      S.StrategyWhy = "its call at " + place(Calls[C], Context) +
                      " passes an address that differs in every lane (checked "
                      "per warp: plain atomics there)";
      return;
    }
}

void planHelper(const FunctionDecl *Helper,
                llvm::ArrayRef<HelperSiteNode *> Nodes, ASTContext &Context) {
  std::optional<llvm::SmallVector<const CallExpr *, 4>> AllCalls =
      callsOf(Helper, Context);
  if (!AllCalls) {
    for (HelperSiteNode *N : Nodes)
      N->S->HelperNote = "decided once for all the calls of '" +
                         Helper->getNameAsString() +
                         "': its address is taken, so not every call is "
                         "visible";
    return;
  }
  CallTexts Texts = runnableCallTexts(*AllCalls, Context);
  llvm::ArrayRef<const CallExpr *> Calls = Texts.Runnable;
  // Decided at all its calls already, or called only from templates never
  // instantiated (it never runs).
  bool PatternCalls = Calls.size() != AllCalls->size();
  if (Calls.empty() || (Calls.size() < 2 && !PatternCalls))
    return;
  // Counted with the pattern's calls: each instantiation of a template
  // helper is planned on its own, over every call of the template
  // (xgboost's shap.cu: 49 instantiations, 48 runnable calls, 2.2x the
  // tool's time when only the runnable ones were counted).
  if (AllCalls->size() > MaxCalls) {
    for (HelperSiteNode *N : Nodes)
      N->S->HelperNote = "decided once for all the " +
                         std::to_string(Calls.size()) + " calls of '" +
                         Helper->getNameAsString() + "' (more than " +
                         std::to_string(MaxCalls) + ")";
    return;
  }
  // Each site at each call alone.
  std::vector<std::vector<Site>> At(Nodes.size());
  std::vector<bool> Gains(Calls.size(), false);
  for (size_t N = 0; N < Nodes.size(); ++N)
    for (size_t C = 0; C < Calls.size(); ++C) {
      At[N].push_back(Nodes[N]->Redecide({Calls[C]}));
      if (At[N].back().Rewrite)
        Gains[C] = true;
    }
  // A text gains only where every instantiation that shares it gains:
  // renaming it sends them all to the copy.
  std::vector<bool> TextGains;
  for (const auto &Text : Texts.Texts)
    TextGains.push_back(llvm::all_of(Text, [&](size_t C) { return Gains[C]; }));
  llvm::SmallVector<const CallExpr *, 4> Gaining, Others, GainingTexts;
  for (size_t T = 0; T < Texts.Texts.size(); ++T) {
    for (size_t C : Texts.Texts[T])
      (TextGains[T] ? Gaining : Others).push_back(Calls[C]);
    if (TextGains[T])
      GainingTexts.push_back(Calls[Texts.Texts[T].front()]);
  }
  if (Others.empty()) {
    // Rewritten in place, for every call: as decided at the calls that run.
    if (PatternCalls)
      for (HelperSiteNode *N : Nodes) {
        Site Decided = N->Redecide(Calls);
        Decided.Kernels = N->S->Kernels;
        *N->S = std::move(Decided);
      }
    return;
  }

  auto Notes = [&](size_t N, bool WithCopy) {
    std::vector<HelperCall> Out;
    const SourceManager &SM = Context.getSourceManager();
    for (size_t T = 0; T < Texts.Texts.size(); ++T) {
      const auto &Text = Texts.Texts[T];
      const CallExpr *Call = Calls[Text.front()];
      SourceLocation Loc = SM.getFileLoc(Call->getBeginLoc());
      HelperCall H;
      H.File = SM.getFilename(Loc).str();
      H.Line = SM.getSpellingLineNumber(Loc);
      H.Column = SM.getSpellingColumnNumber(Loc);
      if (const FunctionDecl *Caller = enclosingFunction(Call, Context))
        H.Caller = Caller->getNameAsString();
      H.CallsCopy = WithCopy && TextGains[T];
      auto Kept = llvm::find_if(Text, [&](size_t C) { return !Gains[C]; });
      if (TextGains[T] || llvm::none_of(Text, [&](size_t C) { return Gains[C]; }))
        H.Why = outcome(At[N][Text.front()]);
      else
        H.Why = "its text serves " + std::to_string(Text.size()) +
                " instantiations of '" + H.Caller +
                "', and not all of them gain (renaming it would send them "
                "all to the copy); at one: " +
                outcome(At[N][*Kept]);
      Out.push_back(std::move(H));
    }
    return Out;
  };
  std::string Name = Helper->getNameAsString();
  if (Gaining.empty()) {
    for (size_t N = 0; N < Nodes.size(); ++N) {
      Site &S = *Nodes[N]->S;
      S.leaveAlone("helper-calls",
                   "no call of '" + Name + "' gains from aggregating it (" +
                       std::to_string(Texts.Texts.size()) +
                       (Texts.Texts.size() == 1 ? " call, left alone"
                                                : " calls, each left alone") +
                       " for its own reason)");
      S.HelperCalls = Notes(N, /*WithCopy=*/false);
    }
    return;
  }
  std::variant<HelperCopy, std::string> Copy =
      makeCopy(Helper, GainingTexts, Context);
  if (auto *Why = std::get_if<std::string>(&Copy)) {
    std::string Lines;
    for (size_t T = 0; T < Texts.Texts.size(); ++T)
      if (!TextGains[T])
        Lines += (Lines.empty() ? "" : ", ") +
                 place(Calls[Texts.Texts[T].front()], Context);
    for (size_t N = 0; N < Nodes.size(); ++N) {
      Nodes[N]->S->HelperNote =
          "rewritten for every call of '" + Name + "', though it cannot gain "
          "at " + Lines + "; no copy for the others because " + *Why;
      Nodes[N]->S->HelperCalls = Notes(N, /*WithCopy=*/false);
      boundCostAtDistinctCalls(*Nodes[N]->S, At[N], Calls, Context);
    }
    return;
  }
  // The copy's sites: as decided for the gaining calls together, and left
  // alone where none of them gains from that site.
  for (size_t N = 0; N < Nodes.size(); ++N) {
    Site Decided = Nodes[N]->Redecide(Gaining);
    const Site *Plain = nullptr;
    bool Any = false;
    for (size_t C = 0; C < Calls.size(); ++C)
      if (llvm::is_contained(Gaining, Calls[C])) {
        Any |= At[N][C].Rewrite;
        if (!At[N][C].Rewrite && !Plain)
          Plain = &At[N][C];
      }
    if (!Any && Decided.Rewrite && Plain)
      Decided.leaveAlone(Plain->ReasonCode, Plain->Reason);
    Decided.Kernels = Nodes[N]->S->Kernels; // found for the whole unit
    Decided.HelperCalls = Notes(N, /*WithCopy=*/true);
    Decided.Copy = std::get<HelperCopy>(Copy);
    *Nodes[N]->S = std::move(Decided);
  }
}

} // namespace

void planHelperCopies(std::vector<HelperSiteNode> &Nodes, ASTContext &Context) {
  llvm::MapVector<const FunctionDecl *, std::vector<HelperSiteNode *>> ByHelper;
  for (HelperSiteNode &N : Nodes)
    if (N.S->Rewrite && N.Redecide)
      ByHelper[N.Helper->getCanonicalDecl()].push_back(&N);
  for (auto &[Helper, Sites] : ByHelper)
    planHelper(Sites.front()->Helper, Sites, Context);
}

} // namespace warpagg
