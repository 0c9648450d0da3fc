# tests/ut/ir/transforms/test_materialize_pto_tile_handles.py::test_materializes_dynamic_valid_shape_as_allocation_operands (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], valid_rows: pl.Scalar[pl.INDEX]):
        _tile: pl.Tile[
            [16, 16],
            pl.FP32,
            pl.MemRef("mem_tile", 64, 1024),
            pl.Mem.Vec,
            pl.TileView(valid_shape=[valid_rows, 16]),
        ] = pl.load(x, [0, 0], [16, 16], [valid_rows, 16])
