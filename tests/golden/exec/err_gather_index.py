# ptoc: run --backend 910B --in 0=iota --in 1={dir}/gather_numbers_idx.npy --print 2
# pl.tensor.gather in an orchestration function with an index outside the
# input's dim: src [2, 5] has 2 rows and element 0 of the index
# [[2, 0, 1, 2], [1, 1, 0, 2]] names row 2 (torch.gather raises the same).
import pypto.language as pl


@pl.program
class GatherIndexOutside:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[2, 5], pl.FP32],
        index: pl.Tensor[[2, 4], pl.INT32],
        rows: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        by_row = pl.tensor.gather(src, 0, index)
        rows = pl.assemble(rows, by_row, [0, 0])
        return rows
