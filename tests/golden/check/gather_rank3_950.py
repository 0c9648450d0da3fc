# ptoc: check --backend 950
# torch.gather of rank 3 along the last dim, dim 1 and dim -3 (the three
# GatherRank3 programs of tests/st/runtime/ops/test_gather.py in one kernel):
# each a loop over the index rows of single-row pto.tgather, the middle and
# first dims through flat indices into a plane or column read as one row.
import pypto.language as pl


@pl.program
class GatherRank3:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        inp_l: pl.Tensor[[2, 3, 16], pl.FP32],
        idx_l: pl.Tensor[[2, 3, 8], pl.INT32],
        inp_m: pl.Tensor[[2, 8, 8], pl.FP32],
        idx_m: pl.Tensor[[2, 3, 8], pl.INT32],
        inp_f: pl.Tensor[[8, 2, 8], pl.FP32],
        idx_f: pl.Tensor[[3, 2, 8], pl.INT32],
        out_l: pl.Out[pl.Tensor[[2, 3, 8], pl.FP32]],
        out_m: pl.Out[pl.Tensor[[2, 3, 8], pl.FP32]],
        out_f: pl.Out[pl.Tensor[[3, 2, 8], pl.FP32]],
    ) -> pl.Tensor[[3, 2, 8], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            gl = pl.tensor.gather(inp_l, dim=-1, index=idx_l)
            out_l = pl.assemble(out_l, gl, [0, 0, 0])
            gm = pl.tensor.gather(inp_m, dim=1, index=idx_m)
            out_m = pl.assemble(out_m, gm, [0, 0, 0])
            gf = pl.tensor.gather(inp_f, dim=-3, index=idx_f)
            out_f = pl.assemble(out_f, gf, [0, 0, 0])
        return out_f
