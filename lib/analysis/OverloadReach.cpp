//===- OverloadReach.cpp --------------------------------------------------===//
#include "warpagg/analysis/OverloadReach.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace warpagg {
namespace {

// The namespace a declaration's name belongs to (its semantic context; a
// friend declared in a class belongs to the class's namespace).
const DeclContext *namespaceOf(const Decl *D) {
  return D->getDeclContext()->getRedeclContext()->getEnclosingNamespaceContext();
}

// Whether argument-dependent lookup on an argument of type \p T looks into
// \p NS: the namespace of a class or enumeration (pointed to or not) and of
// a class template specialization's type arguments.
bool adlReaches(QualType T, const DeclContext *NS) {
  if (T.isNull())
    return false;
  T = T.getCanonicalType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  const TagDecl *Tag = T->getAsTagDecl();
  if (!Tag)
    return false;
  if (namespaceOf(Tag)->Equals(NS))
    return true;
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(Tag))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray())
      if (A.getKind() == TemplateArgument::Type && adlReaches(A.getAsType(), NS))
        return true;
  return false;
}

// The first offset in \p File from which \p Loc (a declaration's place) is
// visible: one past its own offset there, or past the #include through
// which its file arrives; 0 when it comes before the file; unset when after.
std::optional<unsigned> visibleFrom(SourceLocation Loc, FileID File,
                                    const SourceManager &SM) {
  Loc = SM.getExpansionLoc(Loc);
  for (SourceLocation L = Loc; L.isValid();
       L = SM.getIncludeLoc(SM.getFileID(L)))
    if (SM.getFileID(L) == File)
      return SM.getFileOffset(L) + 1;
  if (SM.isBeforeInTranslationUnit(Loc, SM.getLocForStartOfFile(File)))
    return 0u;
  return std::nullopt;
}

// The name the template's unqualified lookup stops at before the global
// scope: an enclosing namespace's or class's own declaration of it.
const DeclContext *hidingScope(const FunctionDecl &Function,
                               DeclarationName Name) {
  for (const DeclContext *DC = Function.getDeclContext(); DC;
       DC = DC->getParent()) {
    if (DC->isTranslationUnit())
      return nullptr;
    if ((DC->isNamespace() || DC->isRecord()) && !DC->lookup(Name).empty())
      return DC;
  }
  return nullptr;
}

} // namespace

OverloadReach overloadReach(const CallExpr &Call, const FunctionDecl &Callee,
                            const FunctionDecl &Function, FileID SiteFile,
                            const SourceManager &SM) {
  OverloadReach R;
  const FunctionDecl *Pattern = Function.getTemplateInstantiationPattern();
  if (const DeclContext *Hiding =
          hidingScope(Pattern ? *Pattern : Function, Callee.getDeclName())) {
    R.WhyNot = "the template's own lookup stops at '" +
               cast<NamedDecl>(Hiding)->getQualifiedNameAsString() +
               "', which the runtime's lookup would not";
    return R;
  }
  const DeclContext *NS = namespaceOf(&Callee);
  for (const Expr *Arg : Call.arguments())
    if (adlReaches(Arg->getType(), NS)) {
      R.RuntimeFrom = 0;
      return R;
    }
  // Ordinary lookup from the runtime sees the global scope only, and a
  // friend declared only in its class not at all.
  const FunctionDecl *Decl = Callee.getPrimaryTemplate()
                                 ? Callee.getPrimaryTemplate()->getTemplatedDecl()
                                 : &Callee;
  if (!NS->isTranslationUnit()) {
    R.WhyNot = "it is declared in '" +
               cast<NamedDecl>(NS)->getQualifiedNameAsString() +
               "', which no argument's type makes argument-dependent lookup "
               "search";
    return R;
  }
  for (const FunctionDecl *D : Decl->redecls()) {
    if (D->getFriendObjectKind() != Decl::FOK_None)
      continue;
    std::optional<unsigned> From = visibleFrom(D->getLocation(), SiteFile, SM);
    if (From && (!R.RuntimeFrom || *From < *R.RuntimeFrom))
      R.RuntimeFrom = From;
  }
  if (!R.RuntimeFrom)
    R.WhyNot = "it is declared after this file";
  return R;
}

} // namespace warpagg
