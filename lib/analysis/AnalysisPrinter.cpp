//===- AnalysisPrinter.cpp ------------------------------------------------===//
#include "warpagg/analysis/AnalysisPrinter.h"

#include "warpagg/analysis/AstQueries.h"
#include "warpagg/analysis/CfgFacts.h"
#include "warpagg/analysis/LoopForms.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

#include <set>
#include <tuple>

using namespace clang;

namespace warpagg {
namespace {

// Conditions longer than this are cut (with "...").
constexpr size_t MaxConditionText = 60;

// The statements of one body the printer names, in source order.
struct Items : RecursiveASTVisitor<Items> {
  std::vector<const VarDecl *> Vars;
  std::vector<const DeclRefExpr *> Reads;
  std::vector<const CallExpr *> Calls;
  std::vector<const ReturnStmt *> Returns;
  bool shouldVisitLambdaBody() const { return false; }
  bool VisitVarDecl(VarDecl *V) {
    if (!isa<ParmVarDecl>(V) && V->hasLocalStorage())
      Vars.push_back(V);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
        V && V->hasLocalStorage())
      Reads.push_back(Ref);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *R) {
    if (R->getRetValue())
      Returns.push_back(R);
    return true;
  }
};

class Printer {
public:
  Printer(ASTContext &Context, raw_ostream &OS)
      : Context(Context), SM(Context.getSourceManager()), OS(OS) {}

  void function(FunctionUniformity &R, const std::string &Heading);

private:
  std::string line(SourceLocation Loc) const {
    return std::to_string(SM.getSpellingLineNumber(SM.getFileLoc(Loc)));
  }
  std::string place(SourceLocation Loc) const {
    Loc = SM.getFileLoc(Loc);
    return std::to_string(SM.getSpellingLineNumber(Loc)) + ":" +
           std::to_string(SM.getSpellingColumnNumber(Loc));
  }
  std::string text(const Expr *E) const;
  void affine(const std::optional<LaneAffine> &Form);
  void variables(FunctionUniformity &R, const Items &Found);
  void branches(FunctionUniformity &R);
  void calls(FunctionUniformity &R, const Items &Found);
  void loops(FunctionUniformity &R);
  bool isStatementCall(const CallExpr *Call) const;

  ASTContext &Context;
  const SourceManager &SM;
  raw_ostream &OS;
};

std::string Printer::text(const Expr *E) const {
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM,
      Context.getLangOpts());
  std::string Out;
  for (char C : Lexer::getSourceText(Range, SM, Context.getLangOpts()))
    if (!llvm::isSpace(C) || (!Out.empty() && Out.back() != ' '))
      Out += llvm::isSpace(C) ? ' ' : C;
  if (Out.size() > MaxConditionText)
    Out = Out.substr(0, MaxConditionText) + "...";
  return Out;
}

void Printer::affine(const std::optional<LaneAffine> &Form) {
  if (!Form)
    return;
  OS << "; affine base " << nameOf(Form->Base) << " + " << Form->Stride
     << "*T";
  const LaneAssumption All[] = {
      LaneAssumption::OneDimensionalBlocks, LaneAssumption::WarpInOneRow,
      LaneAssumption::NonzeroFactor, LaneAssumption::IncreasingWithLane,
      LaneAssumption::RowAtLeastWarp};
  const char *Sep = " assumes ";
  for (LaneAssumption A : All)
    if (Form->assumes(A)) {
      OS << Sep << nameOf(A) << " (" << checkOf(A) << ")";
      Sep = ", ";
    }
}

void Printer::variables(FunctionUniformity &R, const Items &Found) {
  for (const VarDecl *V : Found.Vars) {
    ValueClass C = R.variableOf(V);
    OS << "  var " << V->getName() << " (line " << line(V->getLocation())
       << "): " << nameOf(C);
    if (V->getType()->isIntegerType())
      affine(R.affineOfVariable(V));
    OS << "\n";
    // Reads whose class is not the variable's: after a loop lanes leave
    // apart.
    for (const DeclRefExpr *Ref : Found.Reads)
      if (Ref->getDecl() == V && useOf(Ref, Context).How == LvalueUse::Read)
        if (ValueClass At = R.valueOf(Ref); At != C)
          OS << "  read " << V->getName() << " (line "
             << place(Ref->getLocation()) << "): " << nameOf(At) << "\n";
  }
}

void Printer::branches(FunctionUniformity &R) {
  CfgFacts *Facts = R.facts();
  if (!Facts || !Facts->built())
    return;
  // By where they begin, the shorter first (`a` before `a && b`).
  std::vector<std::tuple<unsigned, unsigned, const Expr *>> Conditions;
  for (const CfgFacts::Branch &B : Facts->branches())
    if (B.Condition && B.Condition->getBeginLoc().isValid())
      Conditions.push_back(
          {SM.getFileOffset(SM.getFileLoc(B.Condition->getBeginLoc())),
           SM.getFileOffset(SM.getFileLoc(B.Condition->getEndLoc())),
           B.Condition});
  llvm::sort(Conditions, [](const auto &A, const auto &B) {
    return std::make_pair(std::get<0>(A), std::get<1>(A)) <
           std::make_pair(std::get<0>(B), std::get<1>(B));
  });
  Conditions.erase(std::unique(Conditions.begin(), Conditions.end()),
                   Conditions.end());
  for (auto [Begin, End, Cond] : Conditions)
    OS << "  branch (line " << place(Cond->getBeginLoc()) << ") '"
       << text(Cond) << "': " << nameOf(R.valueOf(Cond)) << "\n";
}

// A call that is a statement of its own (in a block, an if's branch, a
// loop's body), maybe cast to void.
bool Printer::isStatementCall(const CallExpr *Call) const {
  const Stmt *Node = Call;
  for (;;) {
    DynTypedNodeList Parents = Context.getParents(*Node);
    if (Parents.size() != 1)
      return false;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P)
      return false;
    if (!isa<Expr>(P))
      return true;
    if (!isa<ParenExpr, ExprWithCleanups, CStyleCastExpr>(P))
      return false;
    Node = P;
  }
}

void Printer::calls(FunctionUniformity &R, const Items &Found) {
  for (const CallExpr *Call : Found.Calls) {
    if (!isStatementCall(Call) || Call->getNumArgs() == 0)
      continue;
    const FunctionDecl *Callee = Call->getDirectCallee();
    OS << "  call " << (Callee ? Callee->getNameAsString() : "?")
       << " (line " << place(Call->getBeginLoc()) << "):";
    const char *Sep = " ";
    for (const Expr *Arg : Call->arguments()) {
      OS << Sep << nameOf(R.valueOf(Arg));
      Sep = ", ";
    }
    OS << "\n";
  }
  for (const ReturnStmt *Return : Found.Returns)
    OS << "  return (line " << place(Return->getBeginLoc())
       << "): " << nameOf(R.valueOf(Return->getRetValue())) << "\n";
}

void Printer::loops(FunctionUniformity &R) {
  for (const Stmt *Loop : R.loops().all()) {
    const LoopForm *Form = R.loops().of(Loop);
    OS << "  loop " << Loop->getStmtClassName() << " (line "
       << place(Loop->getBeginLoc()) << "): exits " << nameOf(Form->ExitClass);
    if (Form->ReturnsInBody)
      OS << ", returns";
    if (Form->BarrierBefore)
      OS << ", barrier before";
    if (Form->GridStride)
      OS << ", grid-stride";
    if (!Form->Writes.empty() || Form->WritesMemory) {
      OS << "; writes";
      const char *Sep = " ";
      for (const VarDecl *V : Form->Writes) {
        OS << Sep << V->getName();
        Sep = ", ";
      }
      if (Form->WritesMemory)
        OS << Sep << "memory";
    }
    OS << "\n";
    for (const InductionVariable &IV : Form->Variables) {
      bool Counter = &IV == Form->Counter;
      OS << "    " << (Counter ? "counter " : "induction ")
         << IV.Var->getName() << ": ";
      if (IV.Start)
        OS << "start " << nameOf(IV.StartClass) << ", ";
      OS << "step " << nameOf(IV.StepClass);
      if (Counter)
        OS << ", trips " << nameOf(Form->TripClass);
      if (Counter && Form->ConstantRange)
        OS << ", range " << Form->ConstantRange->first << ".."
           << Form->ConstantRange->second;
      OS << "\n";
    }
  }
}

void Printer::function(FunctionUniformity &R, const std::string &Heading) {
  const FunctionDecl *F = R.function();
  OS << Heading << "\n";
  for (const ParmVarDecl *P : F->parameters())
    OS << "  param " << P->getName() << ": " << nameOf(R.variableOf(P))
       << "\n";
  Items Found;
  Found.TraverseStmt(F->getBody());
  variables(R, Found);
  branches(R);
  calls(R, Found);
  loops(R);
}

const char *kindOf(const FunctionDecl *F) {
  if (F->hasAttr<CUDAGlobalAttr>())
    return "kernel";
  return F->hasAttr<CUDAHostAttr>() ? "host-device" : "device";
}

// The device functions with bodies in the main file, in source order.
std::vector<const FunctionDecl *> deviceFunctions(ASTContext &Context) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const SourceManager &SM;
    std::vector<const FunctionDecl *> Out;
    explicit Finder(const SourceManager &SM) : SM(SM) {}
    bool VisitFunctionDecl(FunctionDecl *F) {
      if (F->doesThisDeclarationHaveABody() && !F->isDependentContext() &&
          (F->hasAttr<CUDAGlobalAttr>() || F->hasAttr<CUDADeviceAttr>()) &&
          SM.isInMainFile(SM.getFileLoc(F->getLocation())))
        Out.push_back(F);
      return true;
    }
  } Find(Context.getSourceManager());
  Find.TraverseDecl(Context.getTranslationUnitDecl());
  return Find.Out;
}

} // namespace

void printAnalysis(UnitAnalyses &Unit, raw_ostream &OS) {
  ASTContext &Context = Unit.context();
  const SourceManager &SM = Context.getSourceManager();
  Printer Print(Context, OS);
  for (const FunctionDecl *F : deviceFunctions(Context))
    Print.function(Unit.function(F),
                   "function '" + F->getNameAsString() + "' (" + kindOf(F) +
                       ", line " +
                       std::to_string(SM.getSpellingLineNumber(
                           SM.getFileLoc(F->getLocation()))) +
                       ")");
  // Helpers' bodies at the classes their calls pass: printing one may reach
  // more.
  std::set<std::pair<const FunctionDecl *, std::vector<ValueClass>>> Printed;
  for (;;) {
    std::vector<std::pair<FunctionUniformity *, const std::vector<ValueClass> *>>
        Next;
    for (auto [R, Classes] : Unit.boundResults())
      if (SM.isInMainFile(SM.getFileLoc(R->function()->getLocation())) &&
          !Printed.count({R->function(), *Classes}))
        Next.push_back({R, Classes});
    if (Next.empty())
      return;
    llvm::sort(Next, [&](const auto &A, const auto &B) {
      unsigned OA = SM.getFileOffset(SM.getFileLoc(A.first->function()->getLocation()));
      unsigned OB = SM.getFileOffset(SM.getFileLoc(B.first->function()->getLocation()));
      return std::tie(OA, *A.second) < std::tie(OB, *B.second);
    });
    for (auto [R, Classes] : Next) {
      Printed.insert({R->function(), *Classes});
      std::string Heading =
          "function '" + R->function()->getNameAsString() + "' at (";
      for (size_t I = 0; I < Classes->size(); ++I)
        Heading += std::string(I ? ", " : "") + nameOf((*Classes)[I]);
      Print.function(*R, Heading + ")");
    }
  }
}

} // namespace warpagg
