# tests/ut/ir/operators/test_tile_ops.py::TestTileScalarOps::test_tile_read_write_direct (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 16], pl.FP16],
        dst: pl.Tensor[[16, 16], pl.FP16],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        t: pl.Tile[[16, 16], pl.FP16] = pl.load(src, [0, 0], [16, 16])
        val: pl.Scalar[pl.FP16] = pl.tile.read(t, [0, 0])
        pl.tile.write(t, [0, 1], val)
        result: pl.Tensor[[16, 16], pl.FP16] = pl.store(t, [0, 0], dst)
        return result
