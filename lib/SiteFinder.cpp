//===- SiteFinder.cpp -----------------------------------------------------===//
#include "warpagg/SiteFinder.h"

#include "warpagg/AddressAnalysis.h"
#include "warpagg/DeviceContext.h"
#include "warpagg/ResultUse.h"
#include "warpagg/ThreadIdentity.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {

void SiteFinder::registerMatchers(MatchFinder &Finder) {
  auto Atomic = functionDecl(hasAnyName(
      "atomicAdd", "atomicSub", "atomicMin", "atomicMax", "atomicAnd",
      "atomicOr", "atomicXor", "atomicAdd_block", "atomicSub_block",
      "atomicMin_block", "atomicMax_block", "atomicAnd_block",
      "atomicOr_block", "atomicXor_block", "atomicAdd_system",
      "atomicSub_system", "atomicMin_system", "atomicMax_system",
      "atomicAnd_system", "atomicOr_system", "atomicXor_system"));
  Finder.addMatcher(
      callExpr(callee(Atomic.bind("callee")),
               optionally(forFunction(functionDecl().bind("function"))))
          .bind("call"),
      this);
}

namespace {

// The whole call is written in the file: either plainly, or inside one macro
// argument at the call site (COUNT_IF(ok, atomicAdd(&n, 1))). A call whose
// callee or parentheses come from a macro body is not.
bool isSpelledInFile(const CallExpr &Call, const SourceManager &SM) {
  SourceLocation Begin = Call.getBeginLoc(), End = Call.getEndLoc();
  if (Begin.isFileID() && End.isFileID())
    return true;
  if (!SM.isMacroArgExpansion(Begin) || !SM.isMacroArgExpansion(End))
    return false;
  SourceLocation B = SM.getSpellingLoc(Begin), E = SM.getSpellingLoc(End);
  // Both ends in the same argument text: same file, in order, and the whole
  // range expands from one macro argument.
  if (!B.isFileID() || !E.isFileID() || SM.getFileID(B) != SM.getFileID(E) ||
      SM.getFileOffset(B) > SM.getFileOffset(E))
    return false;
  return SM.getImmediateExpansionRange(Begin).getBegin() ==
         SM.getImmediateExpansionRange(End).getBegin();
}

// Decides one site: sets Rewrite, or the reason to leave it alone. Checked in
// order; the first reason that applies is reported.
void decide(Site &S, const CallExpr &Call, QualType Pointee,
            const FunctionDecl &Callee,
            const FunctionDecl *Function, const SourceManager &SM,
            ASTContext &Context, const RewriteOptions &Options) {
  if (!SM.isInSystemHeader(Callee.getLocation()))
    return S.leaveAlone("user-defined", "calls a user-defined " +
                                            Callee.getNameAsString() +
                                            ", not CUDA's atomic");
  if (!isSpelledInFile(Call, SM)) {
    SourceLocation Callee = Call.getCallee()->getBeginLoc();
    llvm::StringRef Macro =
        Lexer::getImmediateMacroName(Callee, SM, Context.getLangOpts());
    return S.leaveAlone("macro", "in the body of macro '" + Macro.str() +
                                     "'; macro bodies are not rewritten");
  }
  if (executionSpaceOf(Function) == ExecutionSpace::HostDevice)
    return S.leaveAlone("host-device",
                        "in a __host__ __device__ function; the warpagg "
                        "runtime is device-only");
  AddressInfo Address = analyzeAddress(Call.getArg(0), Context);
  if (Address.Space == AddressSpace::Shared && !Options.RewriteShared)
    return S.leaveAlone("shared-memory",
                        "address is in shared memory ('" +
                            Address.Base->getNameAsString() +
                            "'); shared atomics are cheap, use "
                            "--shared=rewrite to opt in");
  if (Address.Space == AddressSpace::Local)
    return S.leaveAlone("thread-local", "address is the thread's own "
                                        "variable '" +
                                            Address.Base->getNameAsString() +
                                            "'; no two lanes share it");
  if (isAlreadyAggregated(&Call, Context))
    return S.leaveAlone("already-aggregated",
                        "already aggregated: only one lane per warp (or "
                        "block) reaches it (a lane or thread index tested "
                        "against a uniform value)");
  if (isInsideCasLoop(&Call, Context))
    return S.leaveAlone("cas-loop",
                        "inside a loop around atomicCAS (a hand-written "
                        "lock-free or locking protocol)");
  if (!S.TypeSupported)
    return S.leaveAlone("unsupported-type",
                        "the warpagg runtime has no aggregated " +
                            cudaName(S.Fn) + " for '" + S.Types.front() +
                            "'");
  Uniformity Uniform = classifyUniformity(Call.getArg(0), Context);
  S.UniformProven = Uniform != Uniformity::Varying;
  // ptxas aggregates integer add/sub on a warp-uniform address by itself
  // (REDUX + one atomic), measured 4% faster than the runtime's uniform path
  // (bench/results/2026-11-22-h200.md, "single int"); it does not for
  // floating point, nor for values it cannot see as uniform.
  bool IntegerAddSub = (S.Fn.Op == AtomicOp::Add || S.Fn.Op == AtomicOp::Sub) &&
                       Pointee->isIntegerType();
  if (Uniform == Uniformity::UniformInRegisters && IntegerAddSub &&
      Options.Strategy == "adaptive")
    return S.leaveAlone("compiler-aggregated",
                        "the address is the same in every lane, and nvcc "
                        "already aggregates integer atomics on such addresses "
                        "(faster than the runtime)");
  S.Rewrite = true;
  S.RuntimeFunction = runtimeName(S.Fn, S.ResultUsed);
  S.Strategy = Options.Strategy;
  if (S.Strategy == "adaptive" && S.UniformProven) {
    S.Strategy = "uniform";
    S.StrategyWhy = "address is the same in every lane";
  }
}

} // namespace

void SiteFinder::run(const MatchFinder::MatchResult &Result) {
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>("call");
  const auto *Callee = Result.Nodes.getNodeAs<FunctionDecl>("callee");
  const auto *Function = Result.Nodes.getNodeAs<FunctionDecl>("function");
  const SourceManager &SM = *Result.SourceManager;
  ASTContext &Context = *Result.Context;

  const auto *CalleeRef =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreImplicit());
  std::optional<AtomicFunction> Fn = classifyAtomicName(Callee->getName());
  if (!CalleeRef || !Fn || Call->getNumArgs() != 2)
    return;
  // Where the callee is written: in the file, or in a macro argument written
  // in the file (then the spelling is what we edit), else in a macro body.
  SourceLocation Loc = SM.getFileLoc(CalleeRef->getBeginLoc());
  if (SM.isInSystemHeader(Loc))
    return; // CUDA's own headers and other system headers
  if (executionSpaceOf(Function) == ExecutionSpace::Host)
    return;

  Site S;
  S.Fn = *Fn;
  // Real file positions (not #line-presumed ones): they must match the
  // bytes the rewrite edits.
  S.File = SM.getFilename(Loc).str();
  S.Line = SM.getSpellingLineNumber(Loc);
  S.Column = SM.getSpellingColumnNumber(Loc);
  S.ResultUsed = isResultUsed(Call, Context);
  QualType Pointee = Call->getArg(0)->getType()->getPointeeType();
  if (std::optional<std::string> Name = supportedTypeName(*Fn, Pointee)) {
    S.Types = {*Name};
    S.TypeSupported = true;
  } else {
    S.Types = {Pointee.getUnqualifiedType().getAsString(
        Context.getPrintingPolicy())};
  }
  decide(S, *Call, Pointee, *Callee, Function, SM, Context, Options);

  if (S.Rewrite) {
    // The callee's spelling, qualifier included ("::atomicAdd").
    SourceLocation Begin = SM.getFileLoc(CalleeRef->getBeginLoc());
    SourceLocation End = SM.getFileLoc(CalleeRef->getEndLoc());
    unsigned EndOffset =
        SM.getFileOffset(End) +
        Lexer::MeasureTokenLength(End, SM, Context.getLangOpts());
    S.CalleeOffset = SM.getFileOffset(Begin);
    S.CalleeLength = EndOffset - S.CalleeOffset;
  }
  Sites.push_back(std::move(S));
}

} // namespace warpagg
