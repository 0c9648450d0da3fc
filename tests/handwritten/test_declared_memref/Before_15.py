# tests/ut/ir/transforms/test_declared_memref.py::TestPipeline::test_binding_survives_nd_tile_create_flattening (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[4, 16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 16, 64], pl.FP32]:
        made: pl.Tile[[4, 16, 64], pl.FP32, pl.MemRef("made_buf"), pl.Mem.Vec] = pl.tile.create(
            [4, 16, 64], pl.FP32
        )
        loaded: pl.Tile[[4, 16, 64], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0, 0], [4, 16, 64])
        summed: pl.Tile[[4, 16, 64], pl.FP32, pl.Mem.Vec] = pl.add(made, loaded)
        return pl.store(summed, [0, 0, 0], out)
