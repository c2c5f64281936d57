// Finite-element assembly of a P1 triangle stiffness matrix into a global CSR
// matrix and load vector: each element adds its 3x3 local matrix, so
// neighbouring elements collide on shared nodes.
#include "corpus/cuda_check.cuh"

template <class Real>
struct CsrMatrix {
  const int *row_ptr;
  const int *col;
  Real *val;
  int rows;
};

// Position of (row, col) in the CSR pattern (binary search in the row).
__device__ int csr_find(const int *row_ptr, const int *col, int r, int c) {
  int lo = row_ptr[r], hi = row_ptr[r + 1] - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (col[mid] == c) return mid;
    if (col[mid] < c) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}

template <class Real>
__device__ void add_local_matrix(CsrMatrix<Real> A, const int (&nodes)[3],
                                 const Real (&Ke)[3][3]) {
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      int k = csr_find(A.row_ptr, A.col, nodes[a], nodes[b]);
      if (k >= 0) atomicAdd(&A.val[k], Ke[a][b]);
    }
}

template <class Real>
__global__ void assemble_p1(const Real *xy, const int *tri, int elements,
                            CsrMatrix<Real> A, Real *rhs, Real f) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e >= elements) return;
  int nodes[3] = {tri[3 * e], tri[3 * e + 1], tri[3 * e + 2]};
  Real x[3], y[3];
  for (int a = 0; a < 3; ++a) {
    x[a] = xy[2 * nodes[a]];
    y[a] = xy[2 * nodes[a] + 1];
  }
  Real area = Real(0.5) * ((x[1] - x[0]) * (y[2] - y[0]) -
                           (x[2] - x[0]) * (y[1] - y[0]));
  Real bx[3] = {y[1] - y[2], y[2] - y[0], y[0] - y[1]};
  Real by[3] = {x[2] - x[1], x[0] - x[2], x[1] - x[0]};
  Real Ke[3][3];
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      Ke[a][b] = (bx[a] * bx[b] + by[a] * by[b]) / (Real(4) * area);
  add_local_matrix(A, nodes, Ke);
  for (int a = 0; a < 3; ++a) atomicAdd(rhs + nodes[a], f * area / Real(3));
}

template __global__ void assemble_p1<float>(const float *, const int *, int,
                                            CsrMatrix<float>, float *, float);
template __global__ void assemble_p1<double>(const double *, const int *, int,
                                             CsrMatrix<double>, double *,
                                             double);

// Lumped mass matrix: diagonal only, one double per node.
__global__ void lumped_mass(const int *tri, const double *area, int elements,
                            double *mass) {
  int e = blockIdx.x * blockDim.x + threadIdx.x;
  if (e < elements) {
    double m = area[e] / 3.0;
    atomicAdd(&mass[tri[3 * e + 0]], m);
    atomicAdd(&mass[tri[3 * e + 1]], m);
    atomicAdd(&mass[tri[3 * e + 2]], m);
  }
}

void assemble(const double *xy, const int *tri, int elements,
              CsrMatrix<double> A, double *rhs) {
  assemble_p1<double><<<corpus::grid_for(elements, 128), 128>>>(
      xy, tri, elements, A, rhs, 1.0);
  CUDA_CHECK_LAUNCH();
}
