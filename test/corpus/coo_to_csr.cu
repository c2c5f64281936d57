// Sparse matrix conversion COO -> CSR: count entries per row, scan
// (cub::DeviceScan on the host side, not shown), then fill with a per-row
// cursor whose old value is the destination.
#include "corpus/cuda_check.cuh"

__global__ void count_rows(const int *coo_row, int nnz, int *row_ptr) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nnz) atomicAdd(&row_ptr[coo_row[i] + 1], 1);
}

template <class Val>
__global__ void fill_csr(const int *coo_row, const int *coo_col,
                         const Val *coo_val, int nnz, const int *row_ptr,
                         int *cursor, int *csr_col, Val *csr_val) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nnz) return;
  int r = coo_row[i];
  int dst = row_ptr[r] + atomicAdd(&cursor[r], 1);
  csr_col[dst] = coo_col[i];
  csr_val[dst] = coo_val[i];
}

template __global__ void fill_csr<float>(const int *, const int *,
                                         const float *, int, const int *,
                                         int *, int *, float *);
template __global__ void fill_csr<double>(const int *, const int *,
                                          const double *, int, const int *,
                                          int *, int *, double *);

// Transpose counts (CSR -> CSC column counts) and the column nnz maximum.
__global__ void count_cols(const int *row_ptr, const int *col, int rows,
                           unsigned *col_count, unsigned *max_row_len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  int len = row_ptr[r + 1] - row_ptr[r];
  atomicMax(max_row_len, (unsigned)len);
  for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k)
    atomicAdd(col_count + col[k], 1u);
}

// Duplicate COO entries are summed into a dense block (small matrices).
__global__ void coo_to_dense(const int *row, const int *col, const float *val,
                             int nnz, int ld, float *dense) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < nnz) atomicAdd(&dense[row[i] * ld + col[i]], val[i]);
}

void coo_row_counts(const int *d_row, int nnz, int *d_row_ptr, int rows) {
  CUDA_CHECK(cudaMemset(d_row_ptr, 0, (rows + 1) * sizeof(int)));
  count_rows<<<corpus::grid_for(nnz, 256), 256>>>(d_row, nnz, d_row_ptr);
  CUDA_CHECK_LAUNCH();
}
