# tests/ut/ir/transforms/test_memory_reuse.py::TestControlFlow::test_branch_local_var_does_not_leak (hand-written)
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
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64]
        )
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
            if_result = pl.yield_(tile_b)
        else:
            if_result = pl.yield_(tile_a)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(if_result, if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_e, [0, 0], output)
        return result
