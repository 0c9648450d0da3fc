# tests/ut/ir/transforms/test_split_vector_kernel.py::TestSplitVectorKernelNoSplitPassthrough::test_reshape_of_rank1_load_unchanged_when_no_split (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main_aiv(
        self,
        scale: pl.Tensor[[128], pl.FP32],
        data: pl.Tensor[[16, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        scale_row: pl.Tile[[128], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            scale, [0], [128], target_memory=pl.MemorySpace.Vec
        )
        scale_2d: pl.Tile[[1, 128], pl.FP32, pl.MemorySpace.Vec] = pl.reshape(scale_row, [1, 128])
        prev: pl.Tile[[16, 128], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            data, [0, 0], [16, 128], target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[16, 128], pl.FP32, pl.MemorySpace.Vec] = pl.col_expand_mul(prev, scale_2d)
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.store(result, [0, 0], out_0)
        return out_0_store
