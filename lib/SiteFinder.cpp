//===- SiteFinder.cpp -----------------------------------------------------===//
#include "warpagg/SiteFinder.h"

#include "warpagg/AddressAnalysis.h"
#include "warpagg/DeviceContext.h"
#include "warpagg/ResultUse.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace warpagg {

bool isKnownStrategy(const std::string &Name) {
  return Name == "adaptive" || Name == "runs" || Name == "match" ||
         Name == "uniform" || Name == "ballot_loop";
}

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

// Why a site is left alone, or empty when it may be rewritten. Checked in
// order; the first reason that applies is reported.
std::string reasonToLeaveAlone(const CallExpr &Call, const FunctionDecl &Callee,
                               const FunctionDecl *Function,
                               const SourceManager &SM, ASTContext &Context,
                               const RewriteOptions &Options) {
  if (!SM.isInSystemHeader(Callee.getLocation()))
    return "calls a user-defined " + Callee.getNameAsString() +
           ", not CUDA's atomic";
  if (Call.getBeginLoc().isMacroID() || Call.getEndLoc().isMacroID())
    return "spelled inside a macro expansion; macros are not rewritten";
  if (executionSpaceOf(Function) == ExecutionSpace::HostDevice)
    return "in a __host__ __device__ function; the warpagg runtime is "
           "device-only";
  if (!SM.isInMainFile(SM.getExpansionLoc(Call.getBeginLoc())))
    return "in a header; only the main file is rewritten";
  AddressInfo Address = analyzeAddress(Call.getArg(0), Context);
  if (Address.Space == AddressSpace::Shared && !Options.RewriteShared)
    return "address is in shared memory ('" +
           Address.Base->getNameAsString() +
           "'); shared atomics are cheap, use --shared=rewrite to opt in";
  if (Address.Space == AddressSpace::Local)
    return "address is the thread's own variable '" +
           Address.Base->getNameAsString() + "'; no two lanes share it";
  return "";
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
  // CUDA's own headers and other system headers are never reported.
  SourceLocation Loc = SM.getExpansionLoc(CalleeRef->getBeginLoc());
  if (SM.isInSystemHeader(Loc))
    return;
  ExecutionSpace Space = executionSpaceOf(Function);
  if (Space == ExecutionSpace::Host)
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
  if (std::optional<std::string> Name = supportedTypeName(*Fn, Pointee))
    S.TypeName = *Name;
  S.Reason = reasonToLeaveAlone(*Call, *Callee, Function, SM, Context,
                                Options);
  if (S.Reason.empty() && S.TypeName.empty())
    S.Reason = "the warpagg runtime has no aggregated " + cudaName(*Fn) +
               " for '" + Pointee.getAsString() + "'";

  if (S.Reason.empty()) {
    // The callee's spelling, qualifier included ("::atomicAdd").
    SourceLocation Begin = CalleeRef->getBeginLoc();
    SourceLocation End = CalleeRef->getEndLoc();
    unsigned EndOffset =
        SM.getFileOffset(End) +
        Lexer::MeasureTokenLength(End, SM, Context.getLangOpts());
    S.CalleeOffset = SM.getFileOffset(Begin);
    S.CalleeLength = EndOffset - S.CalleeOffset;
    S.Rewrite = true;
    S.Replacement = runtimeName(*Fn, S.ResultUsed);
    if (Options.Strategy != "adaptive")
      S.Replacement += "<warpagg::strategy::" + Options.Strategy + ">";
  }
  Sites.push_back(std::move(S));
}

} // namespace warpagg
