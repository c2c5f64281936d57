//===- DialectDiagnostics.cpp ---------------------------------------------===//
#include "warpagg/frontend/DialectDiagnostics.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"

using namespace clang;

namespace warpagg {
namespace {

bool isSemaError(unsigned ID) {
  return ID >= diag::DIAG_START_SEMA && ID < diag::DIAG_START_ANALYSIS;
}

// "file:line" of \p Loc where it was spelled.
std::string where(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return "<unknown>";
  PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Loc));
  if (P.isInvalid())
    return "<unknown>";
  return std::string(P.getFilename()) + ":" + std::to_string(P.getLine());
}

// A function that runs on the host only: neither it nor any function it is
// written in (a lambda's) can be called on the GPU.
bool isHostOnly(Sema &S, const FunctionDecl *F) {
  for (const DeclContext *C = F; C; C = C->getParent())
    if (const auto *Fn = dyn_cast<FunctionDecl>(C))
      if (S.CUDA().IdentifyTarget(Fn) != CUDAFunctionTarget::Host)
        return false;
  return true;
}

// Whether a value containing an error flows somewhere in \p Body: an
// erroneous expression is harmless only as a statement of its own (its
// value discarded), e.g. `bar.arrive_and_wait();`.
class ReadsErrorValue : public RecursiveASTVisitor<ReadsErrorValue> {
public:
  bool Found = false;

  bool TraverseStmt(Stmt *S) {
    if (!S || Found)
      return true;
    if (auto *E = dyn_cast<Expr>(S); E && E->containsErrors()) {
      Found = true;
      return false;
    }
    return RecursiveASTVisitor::TraverseStmt(S);
  }
  bool TraverseCompoundStmt(CompoundStmt *C) {
    for (Stmt *S : C->body())
      if (!isDiscardedStatement(S))
        TraverseStmt(S);
    return !Found;
  }
  bool TraverseIfStmt(IfStmt *If) {
    TraverseStmt(If->getInit());
    TraverseStmt(If->getConditionVariableDeclStmt());
    TraverseStmt(If->getCond());
    for (Stmt *Branch : {If->getThen(), If->getElse()})
      if (!isDiscardedStatement(Branch))
        TraverseStmt(Branch);
    return !Found;
  }

private:
  static bool isDiscardedStatement(Stmt *S) {
    return S && isa<Expr>(S) && cast<Expr>(S)->containsErrors() &&
           !isa<BinaryOperator>(S); // `x = <error>` stores a value
  }
};

// Whether \p E names a static member (function, variable, enumerator)
// through a reference: `t.extent()` with `const T &t`. The object is never
// read, so the value is the member's; C++23 says so (P2280), nvcc's front
// end takes it in a constexpr initialiser in every standard, clang 22 only in
// C++23.
class StaticMemberThroughReference
    : public RecursiveASTVisitor<StaticMemberThroughReference> {
public:
  bool Found = false;
  bool VisitMemberExpr(MemberExpr *M) {
    const ValueDecl *Member = M->getMemberDecl();
    bool Static = isa<VarDecl, EnumConstantDecl>(Member) ||
                  (isa<CXXMethodDecl>(Member) &&
                   cast<CXXMethodDecl>(Member)->isStatic());
    const auto *Base =
        dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
    if (Static && Base && Base->getDecl()->getType()->isReferenceType())
      Found = true;
    return !Found;
  }
};

// The constexpr variable named by clang's "must be initialized by a
// constant expression", where its initialiser reads a static member through
// a reference; null otherwise.
const VarDecl *constexprThroughReference(const Diagnostic &Info) {
  if (Info.getID() != diag::err_constexpr_var_requires_const_init ||
      Info.getNumArgs() < 1 ||
      Info.getArgKind(0) != DiagnosticsEngine::ak_nameddecl)
    return nullptr;
  const auto *Var = dyn_cast<VarDecl>(
      reinterpret_cast<const NamedDecl *>(Info.getRawArg(0)));
  if (!Var || !Var->isLocalVarDecl() || !Var->getInit())
    return nullptr;
  StaticMemberThroughReference Reads;
  Reads.TraverseStmt(const_cast<Expr *>(Var->getInit()));
  return Reads.Found ? Var : nullptr;
}

// Function bodies of templates written in user code.
class TemplatedBodies : public RecursiveASTVisitor<TemplatedBodies> {
public:
  explicit TemplatedBodies(const SourceManager &SM) : SM(SM) {}
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->isTemplated() && F->doesThisDeclarationHaveABody() &&
        !SM.isInSystemHeader(F->getLocation()))
      Bodies.push_back(F);
    return true;
  }
  const SourceManager &SM;
  std::vector<const FunctionDecl *> Bodies;
};

UnsureRange bodyRange(const SourceManager &SM, const FunctionDecl *F,
                      std::string Why) {
  SourceRange R = F->getSourceRange();
  auto [File, Begin] = SM.getDecomposedLoc(SM.getFileLoc(R.getBegin()));
  unsigned End = SM.getDecomposedLoc(SM.getFileLoc(R.getEnd())).second;
  UnsureRange U;
  if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
    U.File = std::string(Entry->getName());
  U.Begin = Begin;
  U.End = End;
  U.Why = std::move(Why);
  return U;
}

} // namespace

void DialectDiagnostics::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                          const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error) {
    if (!(DroppingNotes && Level == DiagnosticsEngine::Note))
      Inner->HandleDiagnostic(Level, Info);
    return;
  }
  DroppingNotes = false;
  const SourceManager &SM = Info.getSourceManager();
  llvm::SmallString<128> Message;
  Info.FormatDiagnostic(Message);
  std::string At = where(SM, Info.getLocation());
  Sema *S = CI.hasSema() ? &CI.getSema() : nullptr;
  const FunctionDecl *Current =
      S ? S->getCurFunctionDecl(/*AllowLambda=*/true) : nullptr;
  if (Level == DiagnosticsEngine::Error && Current &&
      Info.getID() == diag::err_shared_var_init) {
    WithUnreadableShared.push_back(Current);
    Skipped.push_back("a __shared__ variable with a constructor (nvcc "
                      "accepts it and does not run the constructor) at " +
                      At);
    DroppingNotes = true;
    return;
  }
  if (const VarDecl *Var = constexprThroughReference(Info);
      Level == DiagnosticsEngine::Error && Current && Var) {
    WithUnknownConstant.push_back(Current);
    Skipped.push_back("constexpr '" + Var->getNameAsString() +
                      "' initialised through a reference (nvcc accepts it; "
                      "clang only in C++23) at " + At);
    DroppingNotes = true;
    return;
  }
  if (Level == DiagnosticsEngine::Error && Current && isSemaError(Info.getID()) &&
      isHostOnly(*S, Current)) {
    SkippedHostCode = true;
    Skipped.push_back("host-only function '" +
                      Current->getNameInfo().getAsString() + "': " +
                      std::string(Message) + " at " + At);
    DroppingNotes = true;
    return;
  }
  if (Blocking.empty()) {
    Blocking.Message = std::string(Message);
    Blocking.At = At;
    Blocking.Kind = classifyError(Info);
    Blocking.Missing = missingFileName(Info);
    // What follows from a tolerated construct (its constant used as one),
    // or such a construct where it cannot be tolerated (outside a
    // function), is nvcc's dialect too.
    auto Tolerated = [&](const std::vector<const FunctionDecl *> &In) {
      return Current && llvm::is_contained(In, Current);
    };
    if (Blocking.Kind == ParseFailureKind::Semantic &&
        (Info.getID() == diag::err_shared_var_init ||
         constexprThroughReference(Info) || Tolerated(WithUnknownConstant) ||
         Tolerated(WithUnreadableShared)))
      Blocking.Kind = ParseFailureKind::NvccDialect;
  }
  Inner->HandleDiagnostic(Level, Info);
}

std::vector<UnsureRange>
DialectDiagnostics::unsureRanges(ASTContext &Context) const {
  const SourceManager &SM = Context.getSourceManager();
  std::vector<UnsureRange> Ranges;
  if (SkippedHostCode) {
    TemplatedBodies Templates(SM);
    Templates.TraverseAST(Context);
    for (const FunctionDecl *F : Templates.Bodies)
      Ranges.push_back(bodyRange(
          SM, F,
          "in a template, and clang rejected host code of this file that may "
          "instantiate it (docs/nvcc-dialect.md): its instantiations are not "
          "all known"));
  }
  for (const FunctionDecl *F : WithUnreadableShared) {
    const FunctionDecl *Def = F->getDefinition();
    ReadsErrorValue Reads;
    Reads.TraverseStmt(Def ? Def->getBody() : nullptr);
    if (Reads.Found)
      Ranges.push_back(bodyRange(
          SM, F,
          "a value read from a __shared__ variable with a constructor, which "
          "clang cannot read (docs/nvcc-dialect.md), is used in this "
          "function"));
  }
  // The variable is local: only its own function (and lambdas in it) can
  // use the value clang does not know.
  for (const FunctionDecl *F : WithUnknownConstant)
    Ranges.push_back(bodyRange(
        SM, F,
        "a constexpr of this function is initialised through a reference, "
        "which clang 22 cannot evaluate before C++23 (docs/nvcc-dialect.md)"));
  return Ranges;
}

void leaveAloneUnsure(std::vector<Site> &Sites,
                      const std::vector<UnsureRange> &Ranges) {
  for (Site &S : Sites)
    for (const UnsureRange &R : Ranges)
      if (S.Rewrite && S.File == R.File && S.CalleeOffset >= R.Begin &&
          S.CalleeOffset <= R.End)
        S.leaveAlone("nvcc-dialect", R.Why);
}

} // namespace warpagg
