# ptoc: opt --passes=convert_tensor_to_tile_ops
# tensor.paged_gather is a loop over the runtime index count (tensor.dim of
# the indices): index i read from GM, its physical row
# block_table[idx // 128] * 128 + idx % 128 (block_size 128), and that row of
# src loaded by tile.gather_row straight into row i of a static
# [max_indices, size] accumulator in Mat (`space` unless given); with is_trans
# (kernel_t) the accumulator is [size, max_indices] and the row lands as column
# i ([0, i], transpose=True).
# (Reference test_paged_gather: test_paged_gather_lowers_to_scalar_per_row_l1_loop
# and test_paged_gather_transpose_swaps_output_and_load, whose expected programs
# `ptoc equal` matches kernel by kernel.)
#   ptoc check --fill idx=3 --fill bt=1 tests/golden/passes/ctto_paged_gather.py
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[16, 128], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16, space=pl.MemorySpace.Mat, is_trans=False)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_t(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> pl.Tensor[[128, 16], pl.FP16]:
        out = pl.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16, space=pl.MemorySpace.Mat, is_trans=True)
        return out

    @pl.function
    def main(
        self,
        src: pl.Tensor[[256, 128], pl.FP16],
        idx: pl.Tensor[[16], pl.INT32],
        bt: pl.Tensor[[8], pl.INT32],
    ) -> tuple[pl.Tensor[[16, 128], pl.FP16], pl.Tensor[[128, 16], pl.FP16]]:
        r = self.kernel(src, idx, bt)
        rt = self.kernel_t(src, idx, bt)
        return r, rt
