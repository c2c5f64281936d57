// A small PyTorch extension of the project's own (torch-extension.test): a
// histogram by key with atomicAdd, which warpagg rewrites, bound to Python
// through torch/extension.h.
#include <torch/extension.h>

__global__ void hist_kernel(const int64_t *keys, int32_t *counts, int64_t n,
                            int64_t bins) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x)
    atomicAdd(&counts[keys[i] % bins], 1);
}

torch::Tensor histogram(torch::Tensor keys, int64_t bins) {
  TORCH_CHECK(keys.is_cuda() && keys.dtype() == torch::kInt64,
              "keys: a CUDA int64 tensor");
  auto counts = torch::zeros({bins}, keys.options().dtype(torch::kInt32));
  int64_t n = keys.numel();
  if (n > 0)
    hist_kernel<<<(unsigned)std::min<int64_t>((n + 255) / 256, 4096), 256>>>(
        keys.data_ptr<int64_t>(), counts.data_ptr<int32_t>(), n, bins);
  return counts;
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.def("histogram", &histogram, "counts of keys % bins");
}
