# tests/ut/ir/transforms/test_memory_reuse.py::TestInplaceOps::test_xors_no_producer_consumer_reuse (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_a: pl.Tensor[[32, 32], pl.INT32],
        input_b: pl.Tensor[[32, 32], pl.INT32],
        output: pl.Out[pl.Tensor[[32, 32], pl.INT32]],
    ) -> pl.Tensor[[32, 32], pl.INT32]:
        tile_a: pl.Tile[[32, 32], pl.INT32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [32, 32])
        tile_tmp: pl.Tile[[32, 32], pl.INT32, pl.MemorySpace.Vec] = pl.load(input_b, [0, 0], [32, 32])
        tile_b: pl.Tile[[32, 32], pl.INT32, pl.MemorySpace.Vec] = pl.xors(tile_a, 255, tile_tmp)
        result: pl.Tensor[[32, 32], pl.INT32] = pl.store(tile_b, [0, 0], output)
        return result
