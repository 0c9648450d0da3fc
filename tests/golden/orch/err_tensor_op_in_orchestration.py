# ptoc: compile --backend 910B --emit=orchestration
# The reference's case test_outline_incore_scopes Before__12: the pl.tensor.add after the CORE_GROUP
# scope stays in the orchestration function (only scopes are outlined), which has no host form
# for it; the reference's orchestration codegen refuses it too ("Misplaced tensor op").
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
            pl.tile.store(tile, [0, 0], buf)
        result: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(buf, x)
        return result
