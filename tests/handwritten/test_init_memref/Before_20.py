# tests/ut/ir/transforms/test_init_memref.py::TestYieldMemRef::test_tile_alias_shares_source_memref (hand-written)
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
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec
        )
        if cond < 2:
            alias_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = tile_a
            if_result = pl.yield_(alias_a)
        else:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
            if_result = pl.yield_(tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(if_result, [0, 0], output)
        return result
