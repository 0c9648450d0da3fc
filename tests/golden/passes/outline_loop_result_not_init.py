# ptoc: opt --passes=convert_to_ssa,normalize_stmt_structure,flatten_call_expr,outline_hierarchy_scopes,outline_incore_scopes
# A CORE_GROUP scope around interleaved loops (reference test_outline_incore_interleaved_ops,
# test_interleaved_range_loop_gets_incore): the loops yield fresh tensors, so the outlined
# kernel returns the outer loop's result, not the parameter its carry starts from.
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[8, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP32],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for b in pl.range(0, 8, 4):
                for i in pl.parallel(4, chunk=2):
                    x = pl.tensor.adds(x, 1.0)
                for k in pl.range(2):
                    x = pl.tensor.matmul(x, w)
                for j in pl.parallel(4, chunk=2):
                    x = pl.tensor.adds(x, 1.0)
        return x
