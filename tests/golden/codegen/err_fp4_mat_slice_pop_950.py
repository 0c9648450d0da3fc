# ptoc: compile --backend 950 --no-emit-loc
# A window of an FP4 Mat tile moved to Vec crosses from the Cube to the Vector kernel
# (tpush_to_aiv / tpop_from_aic).  The move keeps the Mat tile's NZ layout (blayout col_major,
# slayout row_major, fractal 512), whose box rows are 32 bytes of consecutive columns, so its x2
# carriers pair columns; an FP4 Vec tile of blayout col_major counts them along its rows (the
# reference's tile_buf rule), so the popped tile's type would misname its bytes: refused at the
# move.
import pypto.language as pl


@pl.program
class MatSlicePop:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 128], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        t = pl.load(src, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        s = pl.tile.slice(t, [16, 64], [0, 64])
        v = pl.move(s, target_memory=pl.Mem.Vec)
        return pl.store(v, [0, 0], out)
