# ptoc: print
# pl.tensor.gather / pl.gather take torch's positional order (input, dim,
# index) as well as the keywords: the reference's
# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py writes
# pl.tensor.gather(src, -1, index) in an orchestration function.  Both print
# as the op's canonical form pl.tensor.gather(input, index, dim=...).
# Selfcheck runs it with every index element in range:
#   ptoc check --fill index=3 tests/golden/frontend/gather_dim_positional.py
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[4, 16], pl.FP32],
        index: pl.Tensor[[4, 8], pl.INT32],
    ) -> pl.Tensor[[4, 8], pl.FP32]:
        gathered = pl.tensor.gather(src, -1, index)
        again = pl.gather(src, -1, index)
        keyword = pl.tensor.gather(src, dim=-1, index=index)
        out = self.consume(gathered)
        out2 = self.consume(again)
        return self.consume(keyword)
