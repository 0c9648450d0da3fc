# ptoc: opt --analyze-auto-scopes --passes=derive_call_directions,auto_derive_task_dependencies
# static slices: disjoint windows need no edge (the first read), overlapping ones do (the second)
@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, out: pl.Out[pl.Tensor[[32], pl.FP32]]) -> pl.Tensor[[32], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.AUTO):
            left = pl.slice(scratch, [32], [0])
            right = pl.slice(scratch, [32], [32])
            mid = pl.slice(scratch, [32], [16])
            _produced, producer_tid = pl.submit(self.fill, left)
            a, _ = pl.submit(self.consume, right)
            b, _ = pl.submit(self.consume, mid)
        return b
