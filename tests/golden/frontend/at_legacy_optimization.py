# ptoc: print
# pl.at's deprecated optimization= / split= keywords stand for the
# optimizations= list the reference maps them to (split=pl.SplitMode.NONE to no
# entry); the pl.optimizations.*
# spellings name the same entries; chunk= / chunk_policy= on a loop are kept.
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def legacy(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimization=pl.chunked_loop_optimizer):
            for i in pl.parallel(0, 8, 1, chunk=4, chunk_policy="leading_full"):
                x = pl.add(x, x)
        return x

    @pl.function
    def legacy_split(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimization=pl.chunked_loop_optimizer(split=pl.SplitMode.LEFT_RIGHT),
        ):
            for i in pl.range(8, chunk=2):
                x = pl.add(x, x)
        return x

    @pl.function
    def split_only(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, split=pl.SplitMode.UP_DOWN):
            y = pl.add(x, x)
        return y

    @pl.function
    def split_none(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, split=pl.SplitMode.NONE):
            y = pl.add(x, x)
        return y

    @pl.function
    def qualified(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(
            level=pl.Level.CORE_GROUP,
            optimizations=[pl.optimizations.split(pl.SplitMode.UP_DOWN), pl.optimizations.auto_chunk],
        ):
            y = pl.add(x, x)
        return y
