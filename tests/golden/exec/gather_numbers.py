# ptoc: run --backend 910B --in 0=iota --in 1={dir}/gather_numbers_idx.npy --print 2 --print 3 --print 4
# pl.tensor.gather (torch.gather) in an orchestration function, run on the CPU:
# src [3, 5] is iota (src[i, j] = 5 i + j), index [2, 4] is
# [[2, 0, 1, 2], [1, 1, 0, 2]].
#   along dim 0:  out[i, j] = src[index[i, j], j] = 5 index[i, j] + j
#                 -> [[10, 1, 7, 13], [5, 6, 2, 13]]
#   along dim -1: out[i, j] = src[i, index[i, j]] = 5 i + index[i, j]
#                 -> [[2, 0, 1, 2], [6, 6, 5, 7]]
#   along dim 1 of the view src[1:3, 1:5] (strided):
#                 out[i, j] = src[1 + i, 1 + index[i, j]] = 5 (1 + i) + 1 + index[i, j]
#                 -> [[8, 6, 7, 8], [12, 12, 11, 13]]
import pypto.language as pl


@pl.program
class GatherNumbers:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[3, 5], pl.FP32],
        index: pl.Tensor[[2, 4], pl.INT32],
        rows: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        cols: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
        window: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        by_row = pl.tensor.gather(src, 0, index)
        rows = pl.assemble(rows, by_row, [0, 0])
        by_col = pl.tensor.gather(src, dim=-1, index=index)
        cols = pl.assemble(cols, by_col, [0, 0])
        part = pl.slice(src, [2, 4], [1, 1])
        in_part = pl.gather(part, 1, index)
        window = pl.assemble(window, in_part, [0, 0])
        return window
