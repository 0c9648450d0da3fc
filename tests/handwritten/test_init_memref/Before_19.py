# tests/ut/ir/transforms/test_init_memref.py::TestYieldMemRef::test_if_yield_return_var_shares_memref (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        cond: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        if cond < 2:
            tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
            )
            if_result = pl.yield_(tile_a)
        else:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
            )
            if_result = pl.yield_(tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(if_result, [0, 0], output)
        return result
