# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_different_if_branches_can_share (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        cond_param: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                input_tensor, [0, 0], [64, 64]
            )
            if_result = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
                input_tensor, [0, 0], [64, 64]
            )
            if_result = pl.yield_(tile_c)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(if_result, [0, 0], output)
        return result
