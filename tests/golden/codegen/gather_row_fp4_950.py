# ptoc: compile --backend 950 --no-emit-loc
# The reference's test_pto_codegen_gather_row.py test_gather_row_packed_fp4_row_offset_uses_carrier_pointer
# program: the pto.subview of the FP4 Vec tile counts bytes along the packed cols, as its
# tile_buf type does (sizes [1, 32], valid [1, 32] for 64 FP4 elements); the source
# partition counts elements. tests/golden/check/gather_row_fp4_950.py runs it.
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
