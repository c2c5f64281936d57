//===- AstQueries.h - Small questions about a call's surroundings ----------===//
//
// Walks shared by the analyses that look around a call (ThreadIdentity's
// CAS-loop test, LoopContext's loop tests).
//
//===----------------------------------------------------------------------===//
#ifndef WARPAGG_ASTQUERIES_H
#define WARPAGG_ASTQUERIES_H

#include "warpagg/analysis/AstCache.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <vector>

namespace warpagg {

/// True when a statement enclosing \p Call, up to its function or lambda,
/// satisfies \p Pred.
bool anyEnclosingStatement(const clang::CallExpr *Call,
                           clang::ASTContext &Context,
                           llvm::function_ref<bool(const clang::Stmt *)> Pred);

/// True when \p S or a statement inside it (not inside a lambda's body) is
/// one of \p Kinds: containsStmt<ReturnStmt>(Body).
template <class... Kinds> bool containsStmt(const clang::Stmt *S) {
  if (!S || llvm::isa<clang::LambdaExpr>(S))
    return false;
  if (llvm::isa<Kinds...>(S))
    return true;
  for (const clang::Stmt *Child : S->children())
    if (containsStmt<Kinds...>(Child))
      return true;
  return false;
}

/// The statement around \p S (a variable's initializer: its declaration
/// statement); null at a function's body or where the parent is not one.
const clang::Stmt *parentStmt(const clang::Stmt *S, clang::ASTContext &Context);

/// The function whose body holds \p S; null inside a lambda or block.
const clang::FunctionDecl *enclosingFunction(const clang::Stmt *S,
                                             clang::ASTContext &Context);

/// True when \p S holds a `break` (Continue: a `continue`) of the loop whose
/// body it is in, i.e. one not inside a nested loop (or switch, for break).
bool leavesLoop(const clang::Stmt *S, bool Continue);

/// The condition and body of a while, do or for loop (a for without a
/// condition: null condition); std::nullopt for anything else.
std::optional<std::pair<const clang::Expr *, const clang::Stmt *>>
loopConditionAndBody(const clang::Stmt *Loop);

/// True when \p S (null: false) refers to one of \p Vars.
bool mentionsAny(const clang::Stmt *S,
                 const llvm::SmallPtrSetImpl<const clang::VarDecl *> &Vars);

/// The expression a function returns when its body is one `return E;`
/// (a definition the tool can read), else null.
const clang::Expr *returnedExpression(const clang::FunctionDecl *F);

/// Every call of \p F (any redeclaration or instantiation) in the
/// translation unit, or std::nullopt when F is used otherwise too (its
/// address taken: callers unknown).
std::optional<llvm::SmallVector<const clang::CallExpr *, 4>>
callsOf(const clang::FunctionDecl *F, clang::ASTContext &Context);

/// What every call passes for \p P, a parameter of a __device__ function
/// (not a kernel: other translation units may launch it): one argument per
/// call of callsOf, or std::nullopt where the calls are not all visible or
/// there are none. Whether the function changes \p P is the caller's to ask
/// (isUnchangedLocal).
std::optional<llvm::SmallVector<const clang::Expr *, 4>>
argumentsPassedFor(const clang::ParmVarDecl *P, clang::ASTContext &Context);

/// The argument \p Call passes for \p F's parameter number \p Index (an
/// operator call of a member function passes the object first), or null
/// where it passes none.
const clang::Expr *argumentFor(const clang::CallExpr *Call,
                               const clang::FunctionDecl *F, unsigned Index);

/// While alive, callsOf(\p F) answers \p Calls (a subset of F's calls):
/// every analysis that judges a helper's parameter "at every call" then
/// judges it at those calls only (plan/HelperCopies.h decides a helper per
/// call site so). Scopes do not nest: a new one replaces the last.
class CallFocus {
public:
  CallFocus(const clang::FunctionDecl *F,
            llvm::ArrayRef<const clang::CallExpr *> Calls);
  ~CallFocus();
  CallFocus(const CallFocus &) = delete;
  CallFocus &operator=(const CallFocus &) = delete;

private:
  const clang::FunctionDecl *Saved;
  llvm::ArrayRef<const clang::CallExpr *> SavedCalls;
};

/// A number that changes whenever a CallFocus begins or ends: answers
/// computed from callsOf hold while it stays the same.
unsigned callFocusGeneration();

/// A __device__ free function (not a kernel, not a member, not a lambda)
/// that nothing in the translation unit calls or refers to, or that only
/// such functions call (transitively, cycles of them included), compiled
/// without relocatable device code (-rdc): no other translation unit can
/// call it, so its code never runs.
bool isUncalledDeviceFunction(const clang::FunctionDecl *F,
                              clang::ASTContext &Context);

/// How an lvalue (a variable, an array element, maybe through `.field`
/// selections) is used by what surrounds it.
struct LvalueUse {
  enum Kind { Read, Assign, Update, Escape } How = Escape;
  const clang::Stmt *Write = nullptr; ///< Assign, Update: the assignment
  const clang::Expr *Value = nullptr; ///< Assign, compound Update: the value
};

/// The use \p Lvalue (a DeclRefExpr, an ArraySubscriptExpr) is put to: read,
/// assigned (`=`), updated (`op=`, ++/--) or anything else (Escape: its
/// address taken, a non-const reference bound, ...).
LvalueUse useOf(const clang::Stmt *Lvalue, clang::ASTContext &Context);

/// Every use of a variable in a function body, by kind.
struct VariableUses {
  /// Assignments (`=`, `op=`, ++/--) of the variable (or one of its
  /// fields): the expression and the value assigned (null for ++/--).
  std::vector<std::pair<const clang::Stmt *, const clang::Expr *>> Writes;
  /// Taken by address or by non-const reference: anything may change it.
  bool Escapes = false;
};

/// The uses of \p V in \p Body (computed once per variable and body).
VariableUses variableUses(const clang::VarDecl *V, const clang::Stmt *Body,
                          clang::ASTContext &Context);

/// `E->isIntegerConstantExpr(Context)`, evaluated once per expression (the
/// uniformity walks ask it of every subexpression, again per site).
bool isIntegerConstant(const clang::Expr *E, clang::ASTContext &Context);

/// Exactly clang's `ExprMutationAnalyzer(S, Context).isMutated(V)`, without
/// analyzing the references that the analyzer provably finds unmutated (a
/// field of V read, its value used by an operator), and stopping at one it
/// provably finds mutated (assigned, incremented): on a kernel's parameter
/// struct read in hundreds of places that analysis was most of the tool's
/// time.
bool isMutatedIn(const clang::VarDecl *V, const clang::Stmt &S,
                 clang::ASTContext &Context);

/// Whether any token of \p E comes from a macro: its text written again
/// elsewhere would be expanded again, where the macro may mean something else.
bool hasMacroToken(const clang::Expr *E);

/// The for statement declaring \p V in its init-statement, or null.
const clang::ForStmt *declaringFor(const clang::VarDecl *V,
                                   clang::ASTContext &Context);

/// What the write \p Inc adds to \p V (`V += S`, `V = V + S` give S in
/// \p Step; `++V` gives null with \p One set); false for any other write.
bool stepOf(const clang::Expr *Inc, const clang::VarDecl *V,
            const clang::Expr *&Step, bool &One);

} // namespace warpagg

#endif
