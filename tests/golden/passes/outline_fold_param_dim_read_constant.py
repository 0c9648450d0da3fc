# ptoc: opt --passes=convert_to_ssa,flatten_call_expr,outline_incore_scopes
# The reference's test_outline_incore_scopes case Before 71: a read of a constant extent
# (axis 1 of [M_DYN, 128]) is not a symbol and stays.
import pypto.language as pl

M_DYN = pl.dynamic("M_DYN")

@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Tensor[[M_DYN, 128], pl.FP32], out: pl.InOut[pl.Tensor[[M_DYN, 128], pl.FP32]]) -> pl.Tensor[[M_DYN, 128], pl.FP32]:
        # 128 — a constant extent, not a symbol
        cols: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, 1)
        for i in pl.spmd(cols // 16):
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[M_DYN, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 16, 0], out)
        return out
