# ptoc: opt --passes=convert_to_ssa,flatten_call_expr,outline_incore_scopes
# The reference's test_outline_incore_scopes case Before 70: an Opaque function about to be
# promoted to Orchestration folds m = pl.tensor.dim(a, 0) onto the parameter's symbol M_DYN
# before outlining, so the kernel takes M_DYN and the launch counts M_DYN // 16.
import pypto.language as pl

M_DYN = pl.dynamic("M_DYN")

@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Tensor[[M_DYN, 128], pl.FP32], out: pl.InOut[pl.Tensor[[M_DYN, 128], pl.FP32]]) -> pl.Tensor[[M_DYN, 128], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, 0)
        for i in pl.spmd(m // 16):
            lim: pl.Scalar[pl.INDEX] = m - 16
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [pl.min(i * 16, lim), 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[M_DYN, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 16, 0], out)
        return out
