# ptoc: opt --passes=convert_to_ssa,flatten_call_expr,outline_incore_scopes
# The reference's test_outline_incore_scopes case Before 69: the fold is transitive; tmp, made
# with the folded m, is typed [M_DYN, 128], so n = pl.tensor.dim(tmp, 0) folds to M_DYN too.
import pypto.language as pl

M_DYN = pl.dynamic("M_DYN")

@pl.program
class Before:
    @pl.function
    def main(self, a: pl.Tensor[[M_DYN, 128], pl.FP32], out: pl.InOut[pl.Tensor[[M_DYN, 128], pl.FP32]]) -> pl.Tensor[[M_DYN, 128], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(a, 0)
        tmp: pl.Tensor[[m, 128], pl.FP32] = pl.tensor.create([m, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(tmp, 0)
        for i in pl.spmd(n // 16):
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            out: pl.Tensor[[M_DYN, 128], pl.FP32] = pl.tile.store(pl.tile.add(t, t), [i * 16, 0], out)
        return out
