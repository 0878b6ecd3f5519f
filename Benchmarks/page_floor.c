/*
 * The floor under any build of a content folder into pages: the least a generator that publishes
 * each Markdown file as a page of its own can do on this machine. It reads every `.md` file under
 * CONTENT, parses and renders it with cmark-gfm (the extensions `criteria` uses), writes the HTML
 * alone to OUT/<path without .md>/index.html (a folder per page, as `criteria` and Hugo write
 * them), and copies every file under MEDIA to OUT/media (videos and caption tracks a site must
 * publish). No navigation, templates, checks, search index or overview pages.
 *
 * It runs on every core, a page at a time, as `criteria` does. Parsing is serialised under one
 * lock, as `criteria` must serialise it: cmark-gfm 0.29 keeps the inline parser's special
 * characters in a global that every finishing parse changes (Sources/CMarkBridge/MarkdownParser.swift).
 *
 * Usage: page_floor OUT CONTENT [MEDIA]. Built and run by Benchmarks/build_bench.py.
 */
#define _GNU_SOURCE
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *extension_names[] = {"table", "strikethrough", "autolink", "tasklist"};

static char **pages;      /* paths relative to the content folder */
static size_t page_count, page_capacity;
static size_t next_page;  /* the next page a thread takes */
static const char *content_root, *output_root;
static size_t content_prefix;
static pthread_mutex_t take_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t parse_lock = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "page_floor: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static int collect_page(const char *path, const struct stat *status, int kind, struct FTW *walk) {
    (void)status;
    (void)walk;
    size_t length = strlen(path);
    if (kind != FTW_F || length < 3 || strcmp(path + length - 3, ".md") != 0) return 0;
    if (page_count == page_capacity) {
        page_capacity = page_capacity ? page_capacity * 2 : 1024;
        pages = realloc(pages, page_capacity * sizeof *pages);
        if (!pages) fail("allocate", path);
    }
    pages[page_count++] = strdup(path + content_prefix);
    return 0;
}

/* Makes the folder `path` holds, making its parents only when they are missing: one mkdir(2) for
 * a page whose parent folder exists, as a build that remembers the folders it made. */
static void make_parents(char *path) {
    char *slash = strrchr(path, '/');
    if (!slash || slash == path) return;
    *slash = '\0';
    if (mkdir(path, 0755) != 0) {
        if (errno == ENOENT) {
            make_parents(path);
            if (mkdir(path, 0755) != 0 && errno != EEXIST) fail("mkdir", path);
        } else if (errno != EEXIST) {
            fail("mkdir", path);
        }
    }
    *slash = '/';
}

static void write_file(const char *path, const char *bytes, size_t count) {
    int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (descriptor < 0) fail("open", path);
    while (count > 0) {
        ssize_t written = write(descriptor, bytes, count);
        if (written < 0) fail("write", path);
        bytes += written;
        count -= (size_t)written;
    }
    close(descriptor);
}

static char *read_file(const char *path, size_t *count) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    struct stat status;
    if (descriptor < 0 || fstat(descriptor, &status) != 0) fail("open", path);
    char *bytes = malloc((size_t)status.st_size + 1);
    size_t done = 0;
    while (done < (size_t)status.st_size) {
        ssize_t got = read(descriptor, bytes + done, (size_t)status.st_size - done);
        if (got <= 0) fail("read", path);
        done += (size_t)got;
    }
    close(descriptor);
    *count = done;
    return bytes;
}

static void publish(const char *relative) {
    char source[4096], target[4096];
    snprintf(source, sizeof source, "%s/%s", content_root, relative);
    size_t count;
    char *markdown = read_file(source, &count);

    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    for (size_t i = 0; i < sizeof extension_names / sizeof *extension_names; i++)
        cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(extension_names[i]));
    pthread_mutex_lock(&parse_lock);
    cmark_parser_feed(parser, markdown, count);
    cmark_node *document = cmark_parser_finish(parser);
    pthread_mutex_unlock(&parse_lock);
    char *html = cmark_render_html(document, CMARK_OPT_UNSAFE, cmark_parser_get_syntax_extensions(parser));

    int length = snprintf(target, sizeof target, "%s/%s", output_root, relative);
    snprintf(target + length - 3, sizeof target - (size_t)length + 3, "/index.html");
    make_parents(target);
    write_file(target, html, strlen(html));

    free(html);
    cmark_node_free(document);
    cmark_parser_free(parser);
    free(markdown);
}

static void *publish_pages(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&take_lock);
        size_t page = next_page++;
        pthread_mutex_unlock(&take_lock);
        if (page >= page_count) return NULL;
        publish(pages[page]);
    }
}

static size_t media_prefix;

static int copy_media(const char *path, const struct stat *status, int kind, struct FTW *walk) {
    (void)status;
    (void)walk;
    if (kind != FTW_F) return 0;
    char target[4096];
    snprintf(target, sizeof target, "%s/media/%s", output_root, path + media_prefix);
    make_parents(target);
    size_t count;
    char *bytes = read_file(path, &count);
    write_file(target, bytes, count);
    free(bytes);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: page_floor OUT CONTENT [MEDIA]\n");
        return 2;
    }
    output_root = argv[1];
    content_root = argv[2];
    content_prefix = strlen(content_root) + 1;
    if (mkdir(output_root, 0755) != 0 && errno != EEXIST) fail("mkdir", output_root);
    if (nftw(content_root, collect_page, 32, FTW_PHYS) != 0) fail("walk", content_root);

    cmark_gfm_core_extensions_ensure_registered();
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    if (cores < 1) cores = 1;
    pthread_t *threads = calloc((size_t)cores, sizeof *threads);
    for (long i = 0; i < cores; i++) pthread_create(&threads[i], NULL, publish_pages, NULL);
    if (argc > 3) {
        /* On the main thread, beside the pages, as a build copies media beside its pages. */
        media_prefix = strlen(argv[3]) + 1;
        if (nftw(argv[3], copy_media, 32, FTW_PHYS) != 0) fail("walk", argv[3]);
    }
    for (long i = 0; i < cores; i++) pthread_join(threads[i], NULL);
    return 0;
}
