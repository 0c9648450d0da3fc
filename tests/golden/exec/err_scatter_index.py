# ptoc: run --backend 910B --in 0=iota --in 1=iota --print 2
# pl.tensor.scatter in an orchestration function with an index outside the input's
# columns: base [2, 8] has 8 columns and element [1, 0] of the index is 8 (torch.scatter
# raises the same).
import pypto.language as pl


@pl.program
class ScatterIndexOutside:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        base: pl.Tensor[[2, 8], pl.FP32],
        val: pl.Tensor[[2, 2], pl.FP32],
        output: pl.Out[pl.Tensor[[2, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 8], pl.FP32]:
        idx = pl.tensor.create([2, 2], dtype=pl.INT32)
        idx = pl.tensor.write(idx, [1, 0], 8)
        out = pl.tensor.scatter(base, dim=-1, index=idx, src=val)
        output = pl.assemble(output, out, [0, 0])
        return output
