# ptoc: compile --backend 950 --no-emit-loc
# pl.tile.assemble of FP4 Vec tiles: the pto.subview of the target counts x2 carriers along the
# packed cols, as the target's tile_buf type does, so a column offset of 3 elements (the high
# nibble of carrier 1) has no such window.
import pypto.language as pl


@pl.program
class Fp4OddAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[8, 128], pl.FP4],
        part: pl.Tensor[[4, 32], pl.FP4],
        out: pl.Out[pl.Tensor[[8, 128], pl.FP4]],
    ) -> pl.Tensor[[8, 128], pl.FP4]:
        tile = pl.load(src, [0, 0], [8, 128], target_memory=pl.Mem.Vec)
        p = pl.load(part, [0, 0], [4, 32], target_memory=pl.Mem.Vec)
        whole = pl.tile.assemble(tile, p, [2, 3])
        out = pl.store(whole, [0, 0], out)
        return out
