# ptoc: check --backend 950
# tests/golden/codegen/gather_row_fp4_950.py under the runtime: row 1 of the FP4 source
# gathered into a [1, 64] Vec tile through its byte-counted subview and stored.
import pypto.language as pl


@pl.program
class PackedFp4Gather:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[2, 512], pl.FP4],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP4]],
    ) -> pl.Tensor[[1, 64], pl.FP4]:
        gathered: pl.Tile[[1, 64], pl.FP4, pl.Mem.Vec] = pl.tile.create(
            [1, 64], dtype=pl.FP4, target_memory=pl.Mem.Vec
        )
        gathered = pl.tile.gather_row(gathered, src, [0, 0], [1, 0], [1, 64])
        return pl.tile.store(gathered, [0, 0], out)
