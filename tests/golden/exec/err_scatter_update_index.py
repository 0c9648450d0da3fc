# ptoc: run --backend 910B --in 0=iota --in 1=iota --print 0
# pl.tensor.scatter_update in an orchestration function with an index outside the
# input's rows: flat [4, 8] has 4 rows and element 1 of the index [[0, 4]] names row 4.
import pypto.language as pl


@pl.program
class ScatterUpdateIndexOutside:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, flat: pl.InOut[pl.Tensor[[4, 8], pl.FP32]], src: pl.Tensor[[2, 8], pl.FP32]
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        index = pl.tensor.create([1, 2], dtype=pl.INT32)
        index = pl.tensor.write(index, [0, 1], 4)
        flat = pl.tensor.scatter_update(flat, index, src, dim=-2)
        return flat
