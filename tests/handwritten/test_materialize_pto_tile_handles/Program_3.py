# tests/ut/ir/transforms/test_materialize_pto_tile_handles.py::test_materializes_reshape_as_a_distinct_typed_handle (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]):
        tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef("mem_tile", 64, 1024), pl.Mem.Vec] = pl.load(
            x, [0, 0], [16, 16]
        )
        _view: pl.Tile[[8, 32], pl.FP32, pl.MemRef("mem_tile", 64, 1024), pl.Mem.Vec] = pl.reshape(
            tile, [8, 32]
        )
