# ptoc: check --backend 950
# tests/golden/codegen/fp4_views_950.py under the runtime: the carrier-counted slice and
# assemble windows give the numbers of the program read in elements.
import pypto.language as pl


@pl.program
class Fp4Views:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[8, 128], pl.FP4],
        part: pl.Tensor[[4, 32], pl.FP4],
        out: pl.Out[pl.Tensor[[8, 64], pl.FP4]],
        out2: pl.Out[pl.Tensor[[8, 128], pl.FP4]],
    ) -> tuple[pl.Tensor[[8, 64], pl.FP4], pl.Tensor[[8, 128], pl.FP4]]:
        tile = pl.load(src, [0, 0], [8, 128], target_memory=pl.Mem.Vec)
        win = pl.tile.slice(tile, [8, 64], [0, 64], valid_shape=[6, 60])
        out = pl.store(win, [0, 0], out)
        p = pl.load(part, [0, 0], [4, 32], target_memory=pl.Mem.Vec)
        whole = pl.tile.assemble(tile, p, [2, 64])
        out2 = pl.store(whole, [0, 0], out2)
        return out, out2
