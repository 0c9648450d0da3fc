# tests/ut/ir/transforms/test_memory_reuse.py::TestMetadata::test_preserves_split_metadata (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def vector_producer(
        self,
        input_tensor: pl.Tensor[[16, 16], pl.FP16],
        output: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        tile_a: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Vec] = pl.load(
            input_tensor, [0, 0], [16, 16]
        )
        tile_b: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Vec] = pl.add(tile_a, tile_a)
        result: pl.Tensor[[16, 16], pl.FP16] = pl.store(tile_b, [0, 0], output)
        return result
