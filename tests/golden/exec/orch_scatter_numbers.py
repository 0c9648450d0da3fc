# ptoc: run --backend 910B --in 0={dir}/scatter_numbers_base.npy --in 1={dir}/scatter_numbers_idx.npy --in 2={dir}/scatter_numbers_val.npy --print 3 --print 4
# pl.tensor.scatter in an orchestration function (a host task, as tensor.gather there),
# on the inputs of scatter_numbers.py (the reference's test_scatter ScatterFP32Program):
# base[i, j] = -(j + 1 + i), idx[i, m] = (m + i) % 16, val[i, m] = 8 i + m + 1, so
# out[i, idx[i, m]] = val[i, m] and the other columns keep base.  Row 0: columns 0..7
# take 1..8, 8..15 keep -9..-16; row 1: columns 1..8 take 9..16, column 0 keeps -2 and
# 9..15 keep -11..-17.  The input is not changed: kept is base again.
import pypto.language as pl


@pl.program
class OrchScatter:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        base: pl.Tensor[[8, 16], pl.FP32],
        idx: pl.Tensor[[8, 8], pl.INT32],
        val: pl.Tensor[[8, 8], pl.FP32],
        output: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
        kept: pl.Out[pl.Tensor[[8, 16], pl.FP32]],
    ) -> pl.Tensor[[8, 16], pl.FP32]:
        out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
        output = pl.assemble(output, out, [0, 0])
        kept = pl.assemble(kept, base, [0, 0])
        return output
