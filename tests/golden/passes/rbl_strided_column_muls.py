# ptoc: opt --backend 910B --passes=resolve_backend_op_layouts
# The reference's test_canonicalize_tile_slice
# test_aligned_fp32_column_slice_into_muls_left_untouched as ResolveBackendOpLayouts
# sees it: column 8 of a row-major [16, 16] tile holds its 16 elements 16 apart, so
# tile.muls reads it through a tile.move into a [16, 1] col-major tile of its own,
# then the reshape to [1, 16] (the reference reshapes the window itself, which reads
# x[0, 8..15], x[1, 0..7]).
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        local: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        head: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 1], [0, 8])
        scaled: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(head, 0.5)
        r = pl.store(scaled, [0, 0], out)
        return r
